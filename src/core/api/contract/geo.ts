import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint';

/** Geocoding and truck routing (spec 7.6 'Geo'); any signed-in user. */

export const LatLng = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
export type LatLng = Static<typeof LatLng>;

/** 'lat,lng' in decimal degrees, as the address query carries it. */
export const LATLNG_PATTERN = '^\\s*-?\\d{1,2}(\\.\\d+)?\\s*,\\s*-?\\d{1,3}(\\.\\d+)?\\s*$';

export const AddressParts = Type.Object({
  county: Type.String(),
  district: Type.String(),
  postalCode: Type.String(),
  road: Type.String(),
  address: Type.String(),
});
export type AddressParts = Static<typeof AddressParts>;

export const RouteStep = Type.Object({ road: Type.String(), distance: Type.Number({ minimum: 0 }) });

export const Directions = Type.Object({
  /** Meters along the roads. */
  distance: Type.Number({ minimum: 0 }),
  /** Seconds at truck speeds. */
  duration: Type.Number({ minimum: 0 }),
  path: Type.Array(LatLng),
  steps: Type.Array(RouteStep),
});
export type Directions = Static<typeof Directions>;

export const geo = {
  latlng: endpoint({
    id: 'geo.latlng', host: 'api', method: 'GET', path: 'geo/v0/latlng', auth: 'bearer',
    summary: 'Geocode a Taiwan address, place or landmark to a position.',
    query: Type.Object({ address: Type.String({ minLength: 1, maxLength: 200 }) }),
    response: Type.Object({ lat: Type.Number(), lng: Type.Number(), address: Type.String() }),
    effect: 'read',
  }),
  address: endpoint({
    id: 'geo.address', host: 'api', method: 'GET', path: 'geo/v0/address', auth: 'bearer',
    summary: 'Reverse geocode "lat,lng" to county, district, postal code, road and a full address.',
    query: Type.Object({ latlng: Type.String({ pattern: LATLNG_PATTERN, maxLength: 60 }) }),
    response: AddressParts,
    effect: 'read',
  }),
  directions: endpoint({
    id: 'geo.directions', host: 'api', method: 'POST', path: 'geo/v0/car-navi/directions2', auth: 'bearer',
    summary: 'Truck route from origin to destination through optional waypoints: distance, duration, path and steps.',
    loadingText: '路線計算中....',
    body: Type.Object({
      origin: LatLng,
      destination: LatLng,
      waypoints: Type.Optional(Type.Array(LatLng, { maxItems: 23 })),
    }),
    response: Directions,
    effect: 'read',
  }),
};
