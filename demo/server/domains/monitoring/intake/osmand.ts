/**
 * The OsmAnd protocol as the Traccar Client apps and many trackers send it (Traccar's OsmAnd
 * decoder is the reference): fields in the query of a GET, or of a POST, or in its form body;
 * `id` (or `deviceid`), `lat` and `lon` (or `location=lat,lon`), `timestamp`, `speed` in knots,
 * `bearing` (or `heading`), `altitude`, `accuracy`, `batt`, `valid`. The newer Traccar Client posts
 * JSON instead: `device_id` and a `location` with `timestamp`, `coords` (speed in m/s) and `battery`.
 */
import { idOf, objectOf, single, type SentPosition } from './sent-position';

/** The fields of an OsmAnd request: its query merged with its body (form fields or JSON). */
export function sentByOsmAnd(query: unknown, body: unknown): SentPosition {
  const fields = { ...objectOf(query), ...objectOf(body) };
  const location = objectOf(fields.location);
  if (location) return sentByClientJson(fields, location);
  const pair = typeof single(fields.location) === 'string' ? String(single(fields.location)).split(',') : null;
  return {
    id: idOf(fields.id ?? fields.deviceid),
    lat: single(fields.lat) ?? pair?.[0],
    lng: single(fields.lon) ?? pair?.[1],
    time: single(fields.timestamp),
    speed: single(fields.speed),
    speedUnit: 'kn',
    heading: single(fields.bearing ?? fields.heading),
    altitude: single(fields.altitude),
    accuracy: single(fields.accuracy),
    battery: single(fields.batt),
    valid: single(fields.valid),
  };
}

/** The Traccar Client's JSON: its battery level is a fraction (0..1), its speed m/s. */
function sentByClientJson(fields: Record<string, unknown>, location: Record<string, unknown>): SentPosition {
  const coords = objectOf(location.coords) ?? {};
  const level = objectOf(location.battery)?.level;
  return {
    id: idOf(fields.device_id ?? fields.id),
    lat: coords.latitude,
    lng: coords.longitude,
    time: location.timestamp,
    speed: coords.speed,
    speedUnit: 'mps',
    heading: coords.heading,
    altitude: coords.altitude,
    accuracy: coords.accuracy,
    battery: typeof level === 'number' ? level * 100 : undefined,
    valid: undefined,
  };
}
