/**
 * What a device sent, read from its protocol but not yet checked: values as received (strings from
 * a query or a form, numbers from JSON), with the unit its protocol gives speeds in.
 */
export interface SentPosition {
  /** The device's id: a car's udid. */
  id: string;
  lat: unknown;
  lng: unknown;
  /** Epoch seconds or milliseconds, ISO 8601, or 'yyyy-MM-dd HH:mm:ss' (UTC); absent: when received. */
  time: unknown;
  speed: unknown;
  /** OsmAnd and Traccar send knots; the Traccar Client's JSON sends metres per second. */
  speedUnit: 'kn' | 'mps';
  heading: unknown;
  altitude: unknown;
  accuracy: unknown;
  /** Battery level in percent. */
  battery: unknown;
  /** false when the device says its fix is not valid. */
  valid: unknown;
}

/** A plain object, or null: a device's JSON is never trusted to be one. */
export function objectOf(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The first value of a field that a query may repeat. */
export function single(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** A text id (numbers too: a Traccar Client may send a numeric one as JSON). */
export function idOf(value: unknown): string {
  const v = single(value);
  return typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}
