import { directions, geocode, reverseGeocode } from '../index';
import type { GeoProvider } from '../provider';

/**
 * The default provider: the embedded gazetteer and road network, answered at once. It is also what
 * the HTTP adapters fall back to, so a geo call always has an answer while a remote service is down.
 */
export const offlineGeo: GeoProvider = {
  name: 'offline',
  async geocode(query) {
    const found = geocode(query);
    return found ? { lat: found.lat, lng: found.lng, address: found.address } : null;
  },
  async reverseGeocode(lat, lng) {
    return reverseGeocode(lat, lng);
  },
  async directions(from, to, via = []) {
    return directions(from, to, via);
  },
};
