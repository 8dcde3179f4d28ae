import { NOTICE_CSS } from './notices';
import { BUTTON_CSS, DIALOG_CSS, FORM_CSS } from '../ui';

/**
 * The look of the account forms: one card with a heading, fields, a wide primary button and the
 * links under it. Used by the sign-in-layout elements and the /user forms.
 */
const OWN_CSS = `
:host { display: block; }
.account-card { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-1); padding: var(--_space-6); max-width: 480px; margin-inline: auto; }
.account-card.wide { max-width: 760px; }
.account-card h2 { margin: 0 0 var(--_space-2); font-size: 1.3em; }
.account-card .lead { margin: 0 0 var(--_space-4); color: var(--_muted); }
.form-alert { color: var(--_danger); display: flex; gap: 6px; align-items: flex-start; margin: 0 0 var(--_space-4); }
.form-alert svg { flex: none; margin-top: 3px; }
.actions { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; margin-top: var(--_space-4); }
.actions .grow { flex: 1; }
.btn-block { width: 100%; }
.links { display: flex; justify-content: space-between; flex-wrap: wrap; gap: var(--_space-2); margin-top: var(--_space-4); }
a { color: var(--_primary); }
.rule { display: flex; align-items: center; gap: var(--_space-1); flex-wrap: wrap; color: var(--_muted); margin: calc(var(--_space-1) * -1) 0 var(--_space-4); font-size: 0.92em; }
.tips-list { margin: 0; padding-left: 1.4em; line-height: 1.8; }
.field input:not([type="checkbox"]):not([type="radio"]) { width: 100%; }
`;

export const ACCOUNT_FORM_CSS = [FORM_CSS, BUTTON_CSS, DIALOG_CSS, NOTICE_CSS, OWN_CSS] as const;
