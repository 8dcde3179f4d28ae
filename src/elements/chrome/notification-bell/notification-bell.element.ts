import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { NotificationBell } from './notification-bell';

/**
 * `<fms-notification-bell>`: the notification bell with its 300px panel (spec 2.5, 2.6, 4).
 *
 * Works on its own in any page that has a console session (the console's cookies of the same site,
 * or tokens the page supplies with `window.fmsConsole.provideTokens`): it reads the session, loads today's notifications (six at most), listens to
 * /fms-event and keeps its state in the core stores, so two bells on a page agree.
 *
 * Attributes: `state` (reflected, read-only: `plain`, `new` or `special`, what the icon shows).
 *   Who may see the bell (P_P17) is the host's decision.
 * Events: `statechange` — detail {state}, when the icon state changes (a new or special event
 *   arrived, or opening the panel cleared it); `navrequest` — detail {path: '/notice'}, cancellable,
 *   when embedded (no console root) and the user follows an entry or 查看更多; inside the console
 *   they move to /notice through the router (real hrefs kept).
 * CSS custom properties: `--fms-bell-color` (icon colour, default currentColor),
 *   `--fms-bell-special-color` (special alert icon, default #f5a623), `--fms-bell-dot-ring`
 *   (ring around the red dot, default #fff), and
 *   the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the wrapper of button and panel), `button` (the bell button; always present), `panel`
 *   (the dropdown panel; always present).
 * Keyboard: Enter/Space opens and closes; Escape closes and returns focus to the button; a press
 *   outside the panel closes it.
 */
export const FmsNotificationBell = toElement(NotificationBell, {
  shadow: 'open', props: {}, events: { onStateChange: { bubbles: true, composed: true } },
});

defineElement('fms-notification-bell', FmsNotificationBell);
