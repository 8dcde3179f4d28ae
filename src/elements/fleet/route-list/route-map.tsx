import { useEffect, useRef } from 'react';
import type { LatLng } from '../../../core/api/contract/geo';
import { pathLayer } from '../../shared/ui/map/shapes';
import { useBaseMap } from '../../shared/ui/map/use-base-map';

export interface RouteMapProps {
  /** The road path to draw (a saved route or a planned one); empty: nothing drawn. */
  path: readonly LatLng[];
  /** What the map shows, for its name (e.g. 路線 港區配送). */
  caption: string;
}

/** A route's road path on the console's base map, fitted into view. */
export function RouteMap({ path, caption }: RouteMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useBaseMap(box);

  useEffect(() => {
    if (!map || path.length < 2) return undefined;
    const line = pathLayer(path).addTo(map);
    map.fitBounds(line.getBounds().pad(0.15), { maxZoom: 16 });
    return () => {
      line.remove();
    };
  }, [map, path]);

  return <div ref={box} className="route-map" part="map" role="region" aria-label={`路線地圖：${caption}`} data-path-points={path.length} />;
}
