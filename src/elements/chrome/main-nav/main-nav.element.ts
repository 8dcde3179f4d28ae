import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { MainNav } from './main-nav';

/**
 * `<fms-main-nav>`: the console's main navigation (spec 2.4, 6) for the signed-in user's codes.
 *
 * Attributes: none.
 * Events: `navitemselect` — detail {path}, after a menu link moved the page (a drawer can close);
 *   `navrequest` — detail {path, query?}, cancellable, when embedded: the link then moves nothing.
 * CSS custom properties: `--fms-nav-background` (#0f2f4a), `--fms-nav-color` (#e4ecf3),
 *   `--fms-nav-current-background` (#1f6fb2), and
 *   the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the nav landmark), `nav` (the same landmark, its earlier name).
 * Keyboard: every heading is a button that folds its group (aria-expanded); links in tab order.
 */
export const FmsMainNav = toElement(MainNav, {
  shadow: 'open',
  props: {},
  events: { onNavItemSelect: { bubbles: true, composed: true } },
});

defineElement('fms-main-nav', FmsMainNav);
