/**
 * A Traccar server's position forwarding (forward.type json): `{ position, device }`, the device's
 * `uniqueId` being the car's udid; the position's `fixTime` (ISO), `latitude`, `longitude`,
 * `speed` (knots), `course`, `altitude`, `accuracy`, `valid` and `attributes.batteryLevel`.
 */
import { idOf, objectOf, type SentPosition } from './sent-position';

export function sentByTraccar(body: unknown): SentPosition {
  const root = objectOf(body) ?? {};
  const position = objectOf(root.position) ?? {};
  const device = objectOf(root.device) ?? {};
  return {
    id: idOf(device.uniqueId),
    lat: position.latitude,
    lng: position.longitude,
    time: position.fixTime ?? position.deviceTime,
    speed: position.speed,
    speedUnit: 'kn',
    heading: position.course,
    altitude: position.altitude,
    accuracy: position.accuracy,
    battery: objectOf(position.attributes)?.batteryLevel,
    valid: position.valid,
  };
}
