import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { LatLng } from '../../../core/api/contract/geo';
import { pathLayer } from '../../shared/ui/map/shapes';
import { useBaseMap } from '../../shared/ui/map/use-base-map';

/** The path the car drove: green and dashed, beside the planned route's colour. */
const DRIVEN_STYLE: L.PathOptions = { color: '#2e7d32', weight: 4, dashArray: '6 6' };
/** Where the truck is driving off its planned path (issue 27, 3): thick and dotted, so it reads without colour too. */
const DEVIATION_STYLE: L.PathOptions = { color: '#c62828', weight: 6, dashArray: '2 8', lineCap: 'round' };

export interface TaskMapProps {
  /** The planned road path through the stops. */
  planned: readonly LatLng[];
  /** What the car drove, once the task has started. */
  actual: readonly LatLng[];
  /** The stops in visiting order, numbered on the map. */
  stops: ReadonlyArray<LatLng & { seq: number; name: string }>;
  caption: string;
  /** The segment driven off the planned path while a deviation is under way (issue 27, 3). */
  deviation?: readonly LatLng[];
}

const NONE: readonly LatLng[] = [];

/** A task's journey on the console's base map: the planned path, the driven one and the numbered stops, fitted into view. */
export function TaskMap({ planned, actual, stops, caption, deviation = NONE }: TaskMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useBaseMap(box);

  useEffect(() => {
    if (!map) return undefined;
    const group = L.featureGroup();
    if (planned.length >= 2) pathLayer(planned).addTo(group);
    if (actual.length >= 2) pathLayer(actual, DRIVEN_STYLE).addTo(group);
    if (deviation.length >= 2) pathLayer(deviation, DEVIATION_STYLE).bindTooltip('偏離規劃路線').addTo(group);
    for (const s of stops) {
      L.marker([s.lat, s.lng], {
        icon: L.divIcon({ className: 'task-stop-marker', html: String(s.seq), iconSize: [24, 24] }),
        title: `第 ${s.seq} 站 ${s.name}`, keyboard: false,
      }).addTo(group);
    }
    group.addTo(map);
    if (group.getLayers().length) map.fitBounds(group.getBounds().pad(0.15), { maxZoom: 15 });
    return () => {
      group.remove();
    };
  }, [map, planned, actual, stops, deviation]);

  return (
    <div ref={box} className="task-map" part="map" role="region" aria-label={`任務路線地圖：${caption}`}
      data-path-points={planned.length} data-stops={stops.length} data-deviation-points={deviation.length} />
  );
}

export const TASK_MAP_CSS = `
.task-map { height: var(--fms-task-map-height, 360px); min-height: 220px; border: 1px solid var(--_border); border-radius: var(--_radius); }
.task-stop-marker { display: grid; place-items: center; border-radius: 50%; background: var(--_primary); color: var(--_on-primary, #fff); font-weight: 700; font-size: 12px; border: 2px solid #fff; }
`;
