/** Shared types of the offline gazetteer and road network. Plain JSON-friendly structs. */
import type { Coord, RoadClass, RoadData } from '../../../src/core/geo-data/types';

/** Coord, RoadClass and RoadData are shared with the console's basemap (src/core/geo-data). */
export type { Coord, RoadClass, RoadData };

export interface LatLng {
  lat: number;
  lng: number;
}

export interface DistrictData {
  /** 鄉鎮市區 name, e.g. 前鎮區 */
  name: string;
  /** 3-digit postal code (郵遞區號) */
  zip: string;
  lat: number;
  lng: number;
}

export interface CountyData {
  /** 縣市 name in Traditional Chinese, official 臺 spelling, e.g. 臺北市 */
  name: string;
  /** English name, for logs and tests */
  en: string;
  /** the district holding the county seat (used when a query names only the county) */
  seat: string;
  districts: readonly DistrictData[];
}

export type LandmarkKind = 'port' | 'airport' | 'station' | 'logistics' | 'industrial' | 'interchange';

export interface LandmarkData {
  name: string;
  kind: LandmarkKind;
  lat: number;
  lng: number;
  /** other names the geocoder accepts */
  aliases?: readonly string[];
}

export interface ReverseGeocodeResult {
  county: string;
  district: string;
  postalCode: string;
  road: string;
  address: string;
}

export interface GeocodeResult {
  lat: number;
  lng: number;
  address: string;
  /** what matched: a landmark, a district, a road, a county or a postal code */
  kind: 'landmark' | 'district' | 'road' | 'county' | 'postalCode';
  /** the matched name, e.g. 高雄港 or 臺北市信義區 */
  name: string;
}

export interface RouteStep {
  road: string;
  distanceMeters: number;
}

export interface Directions {
  distanceMeters: number;
  durationSeconds: number;
  path: LatLng[];
  steps: RouteStep[];
}
