/** Offline gazetteer and road network of Taiwan (pure, deterministic, no I/O). */
export type {
  Coord,
  CountyData,
  DistrictData,
  Directions,
  GeocodeResult,
  LandmarkData,
  LandmarkKind,
  LatLng,
  ReverseGeocodeResult,
  RoadClass,
  RoadData,
  RouteStep,
} from './types';
export {
  bearing,
  destination,
  distance,
  downsample,
  haversine,
  pointInPolygon,
  pointInPolygonArrays,
  polylineLength,
  projectOnSegment,
  withinCircle,
} from './math';
export {
  COUNTIES,
  DISTRICTS,
  LANDMARKS,
  ROADS,
  geocode,
  isInTaiwan,
  metersToDegrees,
  nearestDistrict,
  nearestRoad,
  normalizeName,
  reverseGeocode,
} from './gazetteer';
export type { DistrictEntry, NearestRoad } from './gazetteer';
export {
  CLASS_BY_CODE,
  ROUTING_SPEED_KMH,
  buildRoadGraph,
  directions,
  getRoadGraph,
  mergeSteps,
  nearestNode,
  pathTo,
  shortestPaths,
} from './graph';
export type { RoadGraph, ShortestPathTree } from './graph';
