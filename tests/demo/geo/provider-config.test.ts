import { describe, expect, it } from 'vitest';
import { geoProviderFromEnv } from '../../../demo/server/geo/provider-config';
import { offlineGeo } from '../../../demo/server/geo/providers/offline';

describe('geo provider from the environment', () => {
  it('answers offline when nothing is configured', () => {
    expect(geoProviderFromEnv({})).toBe(offlineGeo);
  });

  it('names both services when a geocoder and a router are configured', () => {
    const geo = geoProviderFromEnv({ FMS_GEOCODER: 'nominatim', FMS_GEOCODER_URL: 'http://127.0.0.1:1/', FMS_ROUTER: 'osrm', FMS_ROUTER_URL: 'http://127.0.0.1:2/' });
    expect(geo.name).toBe('nominatim+osrm');
    expect(geoProviderFromEnv({ FMS_ROUTER: 'OSRM', FMS_ROUTER_URL: 'http://127.0.0.1:2' }).name).toBe('offline+osrm');
  });

  it('a remote service without its URL stops the start naming the variable', () => {
    expect(() => geoProviderFromEnv({ FMS_GEOCODER: 'nominatim' })).toThrow(/FMS_GEOCODER_URL/);
    expect(() => geoProviderFromEnv({ FMS_ROUTER: 'osrm', FMS_ROUTER_URL: 'localhost:5000' })).toThrow(/FMS_ROUTER_URL must be an http/);
  });

  it('an unknown provider or timeout stops the start naming the variable', () => {
    expect(() => geoProviderFromEnv({ FMS_GEOCODER: 'google' })).toThrow(/FMS_GEOCODER must be offline or nominatim/);
    expect(() => geoProviderFromEnv({ FMS_ROUTER: 'valhalla' })).toThrow(/FMS_ROUTER must be offline or osrm/);
    expect(() => geoProviderFromEnv({ FMS_GEO_TIMEOUT_MS: 'soon' })).toThrow(/FMS_GEO_TIMEOUT_MS/);
  });
});
