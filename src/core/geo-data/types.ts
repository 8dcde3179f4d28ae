/** Shapes of the geographic data shared by the console's maps and the reference server. */

/** A compact coordinate pair as the data files write it: [lat, lng]. */
export type Coord = readonly [number, number];

/** Road class: the basemap's line style, and truck speeds in the reference server's routing. */
export type RoadClass = 'freeway' | 'provincial' | 'urban';

export interface RoadData {
  /** e.g. 國道1號, 台1線, 忠孝東路 */
  name: string;
  cls: RoadClass;
  /** polyline waypoints [lat, lng] */
  points: readonly Coord[];
  /** addresses on this road use sections (一段, 二段, ...) */
  sectioned?: boolean;
}
