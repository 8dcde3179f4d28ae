import { combineGeo, type GeoProvider } from './provider';
import { DEFAULT_TIMEOUT_MS } from './providers/fallback';
import { nominatimGeocoder } from './providers/nominatim';
import { offlineGeo } from './providers/offline';
import { osrmRouter } from './providers/osrm';

/**
 * The geo provider named by the environment:
 * - FMS_GEOCODER = offline (default) | nominatim, with FMS_GEOCODER_URL (the service's base URL);
 * - FMS_ROUTER = offline (default) | osrm, with FMS_ROUTER_URL;
 * - FMS_GEO_TIMEOUT_MS: how long a request may take before the offline answer is used (2500).
 * A remote service needs its URL: there is no default, so nothing leaves the machine unless asked
 * (the public Nominatim instance's usage policy does not allow a server's traffic anyway).
 * A wrong setting stops the start with a message naming the variable.
 */
export function geoProviderFromEnv(
  env: Record<string, string | undefined> = process.env,
  log: (message: string) => void = console.warn,
): GeoProvider {
  const geocoderKind = (env.FMS_GEOCODER || 'offline').trim().toLowerCase();
  const routerKind = (env.FMS_ROUTER || 'offline').trim().toLowerCase();
  const timeoutMs = env.FMS_GEO_TIMEOUT_MS ? Number(env.FMS_GEO_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
  if (!(timeoutMs > 0)) throw new Error(`FMS_GEO_TIMEOUT_MS must be a positive number of milliseconds, not "${env.FMS_GEO_TIMEOUT_MS}".`);

  const urlOf = (variable: 'FMS_GEOCODER_URL' | 'FMS_ROUTER_URL', kind: string) => {
    const url = env[variable]?.trim();
    if (!url) throw new Error(`${variable} must name the ${kind} service (e.g. http://127.0.0.1:8088/).`);
    if (!/^https?:\/\//.test(url)) throw new Error(`${variable} must be an http(s) URL, not "${url}".`);
    return url;
  };

  let geocoder: Parameters<typeof combineGeo>[0];
  if (geocoderKind === 'offline') geocoder = offlineGeo;
  else if (geocoderKind === 'nominatim') geocoder = nominatimGeocoder({ url: urlOf('FMS_GEOCODER_URL', 'Nominatim'), timeoutMs, log });
  else throw new Error(`FMS_GEOCODER must be offline or nominatim, not "${env.FMS_GEOCODER}".`);

  let router: Parameters<typeof combineGeo>[1];
  if (routerKind === 'offline') router = offlineGeo;
  else if (routerKind === 'osrm') router = osrmRouter({ url: urlOf('FMS_ROUTER_URL', 'OSRM'), timeoutMs, log });
  else throw new Error(`FMS_ROUTER must be offline or osrm, not "${env.FMS_ROUTER}".`);

  return geocoder === offlineGeo && router === offlineGeo ? offlineGeo : combineGeo(geocoder, router);
}
