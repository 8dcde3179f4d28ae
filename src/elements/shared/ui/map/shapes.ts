import L from 'leaflet';
import type { FenceShape } from '../../../../core/api/contract/fence';
import type { LatLng } from '../../../../core/api/contract/geo';

/** How a fence or a route is drawn on any of the console's maps. */
export const FENCE_STYLE: L.PathOptions = { color: '#1f6fb2', weight: 2, fillOpacity: 0.15 };
export const ROUTE_STYLE: L.PathOptions = { color: '#c2410c', weight: 4, opacity: 0.85 };

const toLatLng = (p: LatLng): [number, number] => [p.lat, p.lng];

/** A fence's area as a Leaflet layer: a circle or a polygon. */
export function fenceShapeLayer(shape: FenceShape, style: L.PathOptions = FENCE_STYLE): L.Circle | L.Polygon {
  return shape.type === 'circle'
    ? L.circle(toLatLng(shape.center), { radius: shape.radius, ...style })
    : L.polygon(shape.points.map(toLatLng), style);
}

/** The corners of a fence's area, to fit a map around it. */
export function fenceBounds(shape: FenceShape): L.LatLngBounds {
  if (shape.type === 'polygon') return L.latLngBounds(shape.points.map(toLatLng));
  return L.latLng(toLatLng(shape.center)).toBounds(shape.radius * 2);
}

/** A road path (a common route, a planned route) as a line. */
export function pathLayer(points: readonly LatLng[], style: L.PathOptions = ROUTE_STYLE): L.Polyline {
  return L.polyline(points.map(toLatLng), style);
}
