import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { geo } from './contract/geo';

/** Typed calls of spec 7.6 'Geo'. */
export const geocodeAddress = (address: string) => call(geo.latlng, { query: { address } });
export const reverseGeocode = (lat: number, lng: number) => call(geo.address, { query: { latlng: `${lat},${lng}` } });
export const carDirections = (body: BodyOf<typeof geo.directions>) => call(geo.directions, { body });
