import L from 'leaflet';
import { useEffect, useRef, type RefObject } from 'react';
import type { VehicleEvent } from '../../../core/api/contract/events';
import { formatTaipei } from '../../../core/format';
import { needsRecentre, positionAt, type Track, type TrackStop } from '../../../core/history';
import type { ReplayEngine } from './replay-engine';
import { boundsOfAll, pointMarker, TrackDrawing, truckMarker } from './track-drawing';

/** Following a truck shows its street at least. */
const FOLLOW_ZOOM = 14;

/** A truck on the replay: its track (and from which zoom each point is drawn), its label, and a colour when it is not the main one. */
export interface ReplayTruck {
  key: string;
  label: string;
  track: Track;
  zooms: Uint8Array;
  color?: string;
}

export interface ReplayMapOptions {
  map: L.Map | null;
  box: RefObject<HTMLElement | null>;
  engine: ReplayEngine | null;
  trucks: readonly ReplayTruck[];
  events: readonly VehicleEvent[];
  stops: readonly TrackStop[];
  follow: boolean;
  /** A key of what to fit the map to once (the trucks shown): the view is fitted to every track when it changes. */
  fitKey: string;
  onEventJump: (e: VehicleEvent) => void;
}

/**
 * Draws the replay on the base map: each truck's track (canvas lines, TrackDrawing), stops and
 * events as canvas circles, and a DOM marker per truck moved on every frame of the engine. With
 * follow on, the map re-centres on the main truck when it nears the edge. The map's box carries
 * what was drawn as data attributes (points, drawn points and the indices of the first and last
 * drawn, events, stops) for hosts and tests.
 */
export function useReplayMap({ map, box, engine, trucks, events, stops, follow, fitKey, onEventJump }: ReplayMapOptions): void {
  const followRef = useRef(follow);
  followRef.current = follow;
  const jump = useRef(onEventJump);
  jump.current = onEventJump;
  const fitted = useRef('');

  // Tracks and truck markers.
  useEffect(() => {
    if (!map || !engine || !trucks.length) return undefined;
    // Fit first, so the track is simplified and drawn once, for the zoom it is shown at.
    if (fitted.current !== fitKey) {
      fitted.current = fitKey;
      const bounds = boundsOfAll(trucks.map((t) => t.track));
      if (bounds) map.fitBounds(bounds.pad(0.1), { maxZoom: 16, animate: false });
    }
    const drawings = trucks.map((t) => new TrackDrawing(map, t.track, t.zooms, t.color));
    const markers = trucks.map((t) => truckMarker(t.label, t.color).addTo(map));
    const el = box.current;
    const describe = () => {
      if (!el) return;
      el.dataset.trackPoints = String(trucks[0].track.length);
      el.dataset.drawnPoints = String(drawings[0].drawnPoints);
      el.dataset.drawnEnds = drawings[0].drawnEnds?.join(' ') ?? '';
      el.dataset.trucks = String(trucks.length);
    };
    describe();
    map.on('zoomend', describe);
    let recentred = 0;
    const off = engine.onFrame((s) => {
      trucks.forEach((t, i) => {
        const p = positionAt(t.track, s.time);
        if (!p) return;
        markers[i].setLatLng([p.lat, p.lng]);
        pointMarker(markers[i], p.heading);
        if (i === 0 && followRef.current) {
          const px = map.latLngToContainerPoint([p.lat, p.lng]);
          if (needsRecentre(px, map.getSize())) {
            map.panTo([p.lat, p.lng], { animate: false });
            if (el) el.dataset.recentred = String(++recentred);
          }
        }
      });
    });
    el?.setAttribute('data-ready', '');
    return () => {
      off();
      map.off('zoomend', describe);
      drawings.forEach((d) => d.remove());
      markers.forEach((m) => m.remove());
      el?.removeAttribute('data-ready');
    };
  }, [map, engine, trucks, fitKey]);

  // Following turned on: the truck close up (street zoom) in the middle at once.
  useEffect(() => {
    if (!map || !engine || !follow || !trucks.length) return;
    const p = positionAt(trucks[0].track, engine.current.time);
    if (p) map.setView([p.lat, p.lng], Math.max(map.getZoom(), FOLLOW_ZOOM), { animate: false });
  }, [map, engine, follow, trucks]);

  // Stops and events.
  useEffect(() => {
    if (!map) return undefined;
    const group = L.layerGroup();
    for (const s of stops) {
      L.circleMarker([s.lat, s.lng], { radius: 7, color: '#fff', weight: 2, fillColor: '#52606d', fillOpacity: 1 })
        .bindTooltip(`停留 ${formatTaipei(s.arrival, 'HH:mm')}–${formatTaipei(s.departure, 'HH:mm')}`)
        .addTo(group);
    }
    for (const e of events) {
      L.circleMarker([e.lat, e.lng], { radius: 6, color: '#fff', weight: 2, fillColor: '#c62828', fillOpacity: 1 })
        .bindTooltip(`${formatTaipei(e.createdAt, 'HH:mm:ss')} ${e.typeLabel}`)
        .on('click', () => jump.current(e))
        .addTo(group);
    }
    group.addTo(map);
    if (box.current) {
      box.current.dataset.events = String(events.length);
      box.current.dataset.stops = String(stops.length);
    }
    return () => {
      group.remove();
    };
  }, [map, events, stops]);
}
