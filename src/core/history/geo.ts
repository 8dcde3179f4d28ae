/** Great-circle distance in metres (haversine), enough for stops and nearby points. */
export function distanceMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6_371_000 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Web Mercator at zoom 0 (a 256-pixel world), as the map projects; multiply by 2^zoom for a zoom. */
export function mercator(lat: number, lng: number): [number, number] {
  return [mercatorX(lng), mercatorY(lat)];
}

/** mercator()'s x alone (a loop over a long track allocates no pair). */
export const mercatorX = (lng: number): number => ((lng + 180) / 360) * 256;

/** mercator()'s y alone. */
export function mercatorY(lat: number): number {
  const s = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * 256;
}
