import { geo } from '../../../../../src/core/api/contract/geo';
import type { ServerContext } from '../../../context';
import { isInTaiwan } from '../../../geo';
import { badInput, notFound } from '../../../http/errors';
import type { Registrar } from '../../../http/register';

/**
 * Geocoding and routing (spec 7.6 'Geo') through the server's geo provider: the offline Taiwan
 * gazetteer and road network, or the configured services (geo/provider-config.ts).
 */
export function geoRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(geo.latlng, async ({ query }) => {
    const found = await ctx.geo.geocode(query.address);
    if (!found) throw notFound('此地址');
    return { lat: found.lat, lng: found.lng, address: found.address };
  });

  r.route(geo.address, async ({ query }) => {
    const [lat, lng] = query.latlng.split(',').map((s) => Number(s.trim()));
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) throw badInput('latlng', 'latlng 格式不正確。');
    const found = await ctx.geo.reverseGeocode(lat, lng);
    if (!found) throw notFound('此位置的地址');
    return found;
  });

  r.route(geo.directions, async ({ body }) => {
    const stops = [body.origin, ...(body.waypoints ?? []), body.destination];
    const outside = stops.findIndex((p) => !isInTaiwan(p.lat, p.lng));
    if (outside >= 0) {
      const field = outside === 0 ? 'origin' : outside === stops.length - 1 ? 'destination' : `waypoints.${outside - 1}`;
      throw badInput(field, '起訖點與途經點須在臺灣境內。');
    }
    const found = await ctx.geo.directions(body.origin, body.destination, body.waypoints ?? []);
    if (!found) throw badInput('destination', '無法規劃此路線。');
    return {
      distance: Math.round(found.distanceMeters),
      duration: Math.round(found.durationSeconds),
      path: found.path,
      steps: found.steps.map((s) => ({ road: s.road, distance: Math.round(s.distanceMeters) })),
    };
  });
}
