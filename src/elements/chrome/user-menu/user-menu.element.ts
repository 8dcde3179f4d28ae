import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { UserMenu } from './user-menu';

/**
 * `<fms-user-menu company="…">`: the personal menu of the header (spec 2.5, 2.7), labelled with the
 * signed-in user's zhName. Works on its own in a page with a console session.
 *
 * Attributes: `company` (the copyright line's company; default the product's maker).
 * Events: `sessionend` — detail {reason: 'signOut'}, after the user signed out (cookies removed,
 *   realtime connections closed), just before the page moves to / (in the console) or the menu
 *   emits `navrequest` {path: '/'} (embedded; the host decides). The core dispatches the same
 *   event with {reason: 'expired'} on document when the tokens can no longer be renewed.
 *   `navrequest` — detail {path, query?}, cancellable, from its in-console links when embedded.
 * CSS custom properties: `--fms-user-menu-border`, and
 *   the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the wrapper of button and menu), `button` (the menu button; always present), `popup`
 *   (the menu with the version and copyright; always present).
 * Keyboard: Enter/Space/ArrowDown opens and focuses the first item; arrows, Home and End move;
 *   Escape closes and returns focus to the button; Tab closes.
 */
export const FmsUserMenu = toElement(UserMenu, {
  shadow: 'open',
  props: { company: 'string' },
  events: { onSessionEnd: { bubbles: true, composed: true } },
});

defineElement('fms-user-menu', FmsUserMenu);
