import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { LiveShareStop, LiveShareView } from '../../../core/api/contract/live-share';
import { useBaseMap } from '../../shared/ui/map/use-base-map';

export interface ShareMapProps {
  carNo: string;
  position: LiveShareView['position'];
  stops: readonly LiveShareStop[];
}

/** A marker's face as a DOM node with text in it: a car number or stop name is never read as HTML. */
function textIcon(className: string, text: string, size: [number, number] | null): L.DivIcon {
  const face = document.createElement('span');
  face.textContent = text;
  return L.divIcon({ className, html: face, iconSize: size ?? undefined });
}

/**
 * The shared truck on the console's base map, labelled with its car number, and the task's numbered
 * stops. The map frames the truck and the stops once; after that the marker moves and the map
 * follows only when the truck would leave the view, so a reader's own panning and zoom stay.
 */
export function ShareMap({ carNo, position, stops }: ShareMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useBaseMap(box);
  const truck = useRef<L.Marker | null>(null);
  const framed = useRef(false);

  useEffect(() => {
    if (!map) return undefined;
    const group = L.layerGroup(stops.map((s) => L.marker([s.lat, s.lng], {
      icon: textIcon('share-stop-marker', String(s.seq), [24, 24]), title: `第 ${s.seq} 站 ${s.name}`, keyboard: false,
    }))).addTo(map);
    return () => {
      group.remove();
    };
  }, [map, stops]);

  useEffect(() => {
    if (!map || !position) return;
    const at: L.LatLngTuple = [position.lat, position.lng];
    if (!truck.current) {
      truck.current = L.marker(at, { icon: textIcon('share-truck-marker', carNo, null), title: carNo, keyboard: false, zIndexOffset: 1000 }).addTo(map);
    } else {
      truck.current.setLatLng(at);
    }
    if (!framed.current) {
      framed.current = true;
      const bounds = L.latLngBounds([at, ...stops.map((s): L.LatLngTuple => [s.lat, s.lng])]);
      map.fitBounds(bounds.pad(0.2), { maxZoom: 15 });
    } else if (!map.getBounds().contains(at)) {
      map.panTo(at);
    }
  }, [map, position?.lat, position?.lng, carNo]);

  useEffect(() => () => {
    truck.current?.remove();
    truck.current = null;
    framed.current = false;
  }, [map]);

  return (
    <div ref={box} className="share-map" part="map" role="region" aria-label={`${carNo} 即時位置地圖`}
      data-lat={position?.lat} data-lng={position?.lng} />
  );
}
