import type { Directions, LatLng, ReverseGeocodeResult } from './types';

/**
 * The seam between the server's geo calls and whoever answers them: the offline gazetteer and road
 * network of this folder (the default), or a real geocoder and router over HTTP (providers/). Route
 * handlers use `ctx.geo`; the simulator, the history and event addresses stay on the offline
 * functions, because trucks drive the offline road graph (see providers/README.md).
 */

/** A position found for an address, a place or a landmark. */
export interface Place {
  lat: number;
  lng: number;
  address: string;
}

export interface Geocoder {
  /** The position of an address, place or landmark in Taiwan; null when nothing matches. */
  geocode(query: string): Promise<Place | null>;
  /** County, district, postal code, road and a full address of a point; null outside Taiwan. */
  reverseGeocode(lat: number, lng: number): Promise<ReverseGeocodeResult | null>;
}

export interface Router {
  /** A truck route from `from` through `via` to `to`; null when there is none. */
  directions(from: LatLng, to: LatLng, via?: readonly LatLng[]): Promise<Directions | null>;
}

export interface GeoProvider extends Geocoder, Router {
  /** Who answers, for logs and the bench: e.g. `offline`, `nominatim+osrm`. */
  readonly name: string;
}

/** One provider from a geocoder and a router, each with its own name. */
export function combineGeo(geocoder: Geocoder & { name: string }, router: Router & { name: string }): GeoProvider {
  return {
    name: geocoder.name === router.name ? geocoder.name : `${geocoder.name}+${router.name}`,
    geocode: (query) => geocoder.geocode(query),
    reverseGeocode: (lat, lng) => geocoder.reverseGeocode(lat, lng),
    directions: (from, to, via) => router.directions(from, to, via),
  };
}
