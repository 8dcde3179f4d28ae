import { benchPageConfig } from './bench-page-config.ts';

/** Builds only the map bench page (demo/pages/map-bench.html); the bench passes outDir. */
export default benchPageConfig('map-bench', 2000);
