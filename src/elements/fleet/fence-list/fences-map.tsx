import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { Fence } from '../../../core/api/contract/fence';
import { fenceBounds, fenceShapeLayer, FENCE_STYLE } from '../../shared/ui/map/shapes';
import { useBaseMap } from '../../shared/ui/map/use-base-map';

export interface FencesMapProps {
  fences: readonly Fence[];
  /** The fence to bring into view and outline (a row the user activated). */
  focusUid: string | null;
}

const FOCUS_STYLE: L.PathOptions = { ...FENCE_STYLE, color: '#c62828', weight: 3, fillOpacity: 0.25 };

/**
 * The fences of the list on the console's base map. The map keeps its own zoom and centre
 * (spec 2.11, fms.map.fence): coming back to /fence shows the place the user left.
 */
export function FencesMap({ fences, focusUid }: FencesMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useBaseMap(box, 'fence');

  useEffect(() => {
    if (!map) return undefined;
    const group = L.layerGroup().addTo(map);
    for (const fence of fences) {
      fenceShapeLayer(fence.shape, fence.uid === focusUid ? FOCUS_STYLE : FENCE_STYLE)
        .bindTooltip(fence.name, { direction: 'top' })
        .addTo(group);
    }
    const focused = fences.find((f) => f.uid === focusUid);
    if (focused) map.fitBounds(fenceBounds(focused.shape).pad(0.3), { maxZoom: 16 });
    return () => {
      group.remove();
    };
  }, [map, fences, focusUid]);

  return (
    <div ref={box} className="fences-map" part="map" role="region"
      aria-label={`圍籬地圖，顯示本頁 ${fences.length} 個圍籬`} data-fence-count={fences.length} />
  );
}
