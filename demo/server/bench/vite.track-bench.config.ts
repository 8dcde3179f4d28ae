import { benchPageConfig } from './bench-page-config.ts';

/** Builds only the track bench page (demo/pages/track-bench.html); the bench passes outDir. */
export default benchPageConfig('track-bench', 4000);
