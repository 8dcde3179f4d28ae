import { FORM_CSS } from '../../shared/ui/form-field';
import { TOKENS_CSS } from '../../shared/ui/tokens';

export const SIGN_IN_CSS = `${TOKENS_CSS}${FORM_CSS}
:host { display: block; max-width: 380px; }
form { background: var(--_surface); border: 1px solid var(--_border); border-radius: calc(var(--_radius) * 2); padding: calc(var(--_space) * 3); }
h2 { margin: 0 0 calc(var(--_space) * 2); font-size: 1.3em; }
.row { display: flex; justify-content: space-between; align-items: center; margin-bottom: calc(var(--_space) * 2); }
.remember { display: inline-flex; gap: 6px; align-items: center; }
.button { width: 100%; }
a { color: var(--_primary); }
.register { margin: calc(var(--_space) * 2) 0 0; text-align: center; }
.notice { display: flex; gap: 8px; align-items: flex-start; padding: 10px 12px; margin-bottom: calc(var(--_space) * 2); border: 1px solid var(--_border); border-left: 4px solid var(--_success); border-radius: var(--_radius); }
.notice-icon { display: inline-flex; padding-top: 3px; color: var(--_success); }
`;
