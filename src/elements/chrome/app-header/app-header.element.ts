import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { AppHeader } from './app-header';

/**
 * `<fms-app-header company="…">`: the console header (spec 1, 2.5) for the signed-in user. It holds
 * `<fms-notification-bell>` (P_P17 only) and `<fms-user-menu>`, so one tag gives the whole bar.
 *
 * Attributes: `company` (passed to the user menu's copyright line).
 * Slots: `start` (a control before the title, e.g. a menu button).
 * Events: none of its own (`sessionend` bubbles from the user menu).
 * CSS custom properties: `--fms-header-background` (#123b5d), `--fms-header-color` (#fff), and the
 *   bell's and user menu's properties, which inherit through, and
 *   the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the header bar), `header` (the same bar, its earlier name; always present), `version`
 *   (always present), `event-time`.
 */
export const FmsAppHeader = toElement(AppHeader, { shadow: 'open', props: { company: 'string' } });

defineElement('fms-app-header', FmsAppHeader);
