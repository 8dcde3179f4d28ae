import L from 'leaflet';

/**
 * Map tiles from config.tileUrl, with the offline basemap as the fallback: the basemap shows when
 * there is no tile URL and whenever tiles fail at least as often as they load (no network). It is
 * not shown merely because no tile has loaded yet: it is a ~50 KB chunk of its own, and with working
 * tiles a page should never fetch it (issue 23, 7). It lies under the tiles, so it does no harm once shown.
 */
export interface TileHealth {
  loaded: number;
  failed: number;
}

export function basemapNeeded(tileUrl: string, health: TileHealth): boolean {
  return !tileUrl || (health.failed > 0 && health.failed >= health.loaded);
}

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Adds the tile layer; `onHealth` hears each change of the counts. Returns null without a URL. */
export function addTiles(map: L.Map, tileUrl: string, onHealth: (health: TileHealth) => void): L.TileLayer | null {
  if (!tileUrl) return null;
  const health: TileHealth = { loaded: 0, failed: 0 };
  const layer = L.tileLayer(tileUrl, {
    maxZoom: 18,
    attribution: tileUrl.includes('openstreetmap') ? OSM_ATTRIBUTION : '',
    crossOrigin: true,
  });
  layer.on('tileload', () => {
    health.loaded++;
    onHealth({ ...health });
  });
  layer.on('tileerror', () => {
    health.failed++;
    onHealth({ ...health });
  });
  layer.addTo(map);
  return layer;
}
