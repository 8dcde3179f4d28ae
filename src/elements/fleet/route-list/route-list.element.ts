import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { RouteList } from './route-list';

/**
 * `<fms-route-list>`: the enterprise's common routes (spec 3 'Common route', 7.6
 * common-routes/v0; a tab of /fence, P_P08): the list newest first with rows per page and pages;
 * 新增路線 picks an origin and a destination, plans the road route (POST
 * geo/v0/car-navi/directions2, '路線計算中....') and draws it on the map before saving; 重新命名
 * sends only the name (PUT common-routes/v0/{uid}); delete confirms and names the routes. An
 * activated row draws its route on the map.
 *
 * Attributes: none.
 * Events: `routechange` — detail `{action: 'add' | 'rename' | 'delete', routeUid?, name?}` after
 *   the user added, renamed or deleted a route.
 * CSS custom properties: `--fms-route-map-height` (the map's height, default 420px); the shared
 *   theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list, or the add form, and the map), `table` (the routes table), `map` (the route map).
 */
export const FmsRouteList = toElement(RouteList, {
  shadow: 'open',
  events: { onRouteChange: { bubbles: true, composed: true } },
});

defineElement('fms-route-list', FmsRouteList);
