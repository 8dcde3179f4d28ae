import { reverseGeocode } from '../../../core/api/geo';

/**
 * Addresses from geo/v0/address, cached per position rounded to 3 decimals (about 100 m): a truck
 * in view asks again only after it has moved that far, and many panels on one spot ask once.
 * A failed lookup is not cached, so it is retried when asked again.
 */
export const ADDRESS_DECIMALS = 3;
const MAX_ENTRIES = 500;
const cache = new Map<string, Promise<string | null>>();

export function addressKey(lat: number, lng: number): string {
  return `${lat.toFixed(ADDRESS_DECIMALS)},${lng.toFixed(ADDRESS_DECIMALS)}`;
}

/** The address near (lat, lng), or null when the server has none (outside Taiwan, an error). */
export function addressAt(lat: number, lng: number): Promise<string | null> {
  const key = addressKey(lat, lng);
  const hit = cache.get(key);
  if (hit) return hit;
  const [rlat, rlng] = key.split(',').map(Number);
  const pending = reverseGeocode(rlat, rlng).then((body) => {
    if (body.status === 0 && body.data) return body.data.address;
    cache.delete(key);
    return null;
  });
  cache.set(key, pending);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return pending;
}

/** Empties the cache (tests). */
export function clearAddressCache(): void {
  cache.clear();
}
