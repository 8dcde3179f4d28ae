import { DISTRICTS } from '../gazetteer';
import type { Geocoder, Place } from '../provider';
import type { ReverseGeocodeResult } from '../types';
import { baseUrl, fetchJson } from './fetch-json';
import { DEFAULT_TIMEOUT_MS, failureLog, withFallback, type AdapterOptions } from './fallback';
import { offlineGeo } from './offline';

/**
 * A Nominatim-style geocoder (search and reverse, format=jsonv2). Its address parts are mapped to ours
 * (county, district, 3-digit postal code, road) and the address is written the Taiwanese way, largest
 * unit first, like the offline gazetteer's: 110臺北市信義區信義路五段7號.
 */

/** The parts of a Nominatim `address` object we read (OSM's keys for Taiwan). */
export interface NominatimAddress {
  house_number?: string;
  road?: string;
  suburb?: string;
  city_district?: string;
  district?: string;
  village?: string;
  town?: string;
  city?: string;
  municipality?: string;
  county?: string;
  state?: string;
  postcode?: string;
  country_code?: string;
}

export interface NominatimPlace {
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: NominatimAddress;
  error?: string;
}

/** 台北市 → 臺北市: counties use the official 臺 spelling, as in the gazetteer. */
const official = (name: string) => name.replace(/^台/, '臺');
const isProvince = (name: string | undefined) => !name || name.endsWith('省');

/**
 * Our address parts from Nominatim's. A county (縣) carries its 鄉鎮市 as city or town; a special
 * municipality (直轄市, the city itself) carries its 區 as suburb or city_district. The postal code
 * is the first three digits of the postcode, else the gazetteer's code of the district.
 */
export function partsOfNominatim(place: NominatimPlace): ReverseGeocodeResult | null {
  const a = place.address ?? {};
  if (a.country_code && a.country_code.toLowerCase() !== 'tw') return null;
  const county = official((a.county ?? a.city ?? (isProvince(a.state) ? '' : a.state)) || '');
  const district = (a.county
    ? a.city ?? a.town ?? a.municipality ?? a.village
    : a.city_district ?? a.suburb ?? a.district ?? a.town) ?? '';
  const postalCode = /^\d{3}/.exec(a.postcode ?? '')?.[0]
    ?? DISTRICTS.find((d) => d.county === county && d.district === district)?.postalCode
    ?? '';
  const road = a.road ?? '';
  const house = road && a.house_number ? (a.house_number.endsWith('號') ? a.house_number : `${a.house_number}號`) : '';
  const written = county || road ? `${postalCode}${county}${district}${road}${house}` : '';
  return { county, district, postalCode, road, address: written || place.display_name || '' };
}

/** A search hit as a place; a named place off a road (a port, a park) keeps its name in the address. */
export function placeOfNominatim(hit: NominatimPlace): Place {
  const lat = Number(hit.lat);
  const lng = Number(hit.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new Error('a search hit without lat/lon');
  const parts = partsOfNominatim(hit);
  const written = parts?.address ?? hit.display_name ?? '';
  const name = hit.name && !parts?.road && !written.includes(hit.name) ? hit.name : '';
  return { lat, lng, address: `${written}${name}` };
}

export interface NominatimOptions extends AdapterOptions {
  /** Who answers when the service fails; the offline gazetteer unless a test says otherwise. */
  fallback?: Geocoder;
}

export function nominatimGeocoder(options: NominatimOptions): Geocoder & { name: string } {
  const base = baseUrl(options.url);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fallback = options.fallback ?? offlineGeo;
  const failures = failureLog(`nominatim ${base.origin}`, options.log ?? console.warn, options.now);

  const get = async (path: string, params: Record<string, string>) => {
    const url = new URL(path, base);
    for (const [k, v] of Object.entries({ ...params, format: 'jsonv2', 'accept-language': 'zh-TW', addressdetails: '1' })) {
      url.searchParams.set(k, v);
    }
    const { status, body } = await fetchJson(url, timeoutMs);
    if (status !== 200) throw new Error(`HTTP ${status}`);
    return body;
  };

  return {
    name: 'nominatim',
    geocode: (query) => withFallback(async () => {
      const hits = await get('search', { q: query, countrycodes: 'tw', limit: '1' });
      if (!Array.isArray(hits)) throw new Error('search did not answer a list');
      return hits.length ? placeOfNominatim(hits[0] as NominatimPlace) : null;
    }, () => fallback.geocode(query), failures),

    reverseGeocode: (lat, lng) => withFallback(async () => {
      const place = (await get('reverse', { lat: String(lat), lon: String(lng) })) as NominatimPlace | null;
      if (!place || typeof place !== 'object') throw new Error('reverse did not answer an object');
      if (place.error) return null; // "Unable to geocode": open sea, nothing there
      return partsOfNominatim(place);
    }, () => fallback.reverseGeocode(lat, lng), failures),
  };
}
