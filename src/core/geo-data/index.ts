/** Geographic data of Taiwan shared by the maps (offline basemap) and the reference server. See README.md. */
export type { Coord, RoadClass, RoadData } from './types';
export { ROADS } from './roads';
