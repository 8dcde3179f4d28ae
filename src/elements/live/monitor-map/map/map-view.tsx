import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { Fence } from '../../../../core/api/contract/fence';
import type { SettingCheckbox } from '../../../../core/storage';
import type { MonitorFleet } from '../../../../core/monitor-feed';
import type { FleetCar } from '../fleet/records';
import { createBaseMap } from '../../../shared/ui/map/base-map';
import { FenceOverlay } from './fence-layer';
import { FIRST_TRUCKS_MARK } from './marks';
import { TruckLayer } from './truck-layer';
import { readMonitorView, startView, writeMonitorView } from './view';

export interface MapViewProps {
  /** The fleet (null before the first answer) and the rows of it shown (null: all). */
  fleet: MonitorFleet | null;
  shown: Uint32Array | null;
  /** The fences to draw (none while 圍籬 is off). */
  fences: readonly Fence[];
  settings: SettingCheckbox;
  selectedUid: string | null;
  /** A truck to bring into view and zoom to (the element's carUid): as soon as its position is known,
   * once each time it changes, whether the trucks arrived before it or after. */
  focusUid: string | null;
  following: boolean;
  tileUrl: string;
  /** True for the first map of a visit to the screen: the view resets (spec 2.11). */
  entering: boolean;
  describedBy: string;
  onTruckActivate: (car: FleetCar) => void;
  /** The user panned the map by hand (drag or arrow keys): following stops. */
  onManualPan: () => void;
  /** Ticked labels became hidden at this view, or shown again. */
  onLabelsHiddenChange: (hidden: boolean) => void;
  /** The first answer about the fleet is in (its trucks, or an error): the next frame is the first trucks. */
  fleetReady: boolean;
  /** The first trucks are drawn (once); what waits for them may load now (issue 23, 7). */
  onFirstTrucks?: () => void;
}

/** The zoom follow mode starts at, and a focused truck is shown at: the streets around the truck,
 * where trucks are drawn one by one (no cluster bubbles). */
const FOLLOW_ZOOM = 13;
const PAN_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** The Leaflet map: basemap or tiles, the truck layer, the remembered view and follow mode. */
export function MapView(props: MapViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<TruckLayer | null>(null);
  const fencesRef = useRef<FenceOverlay | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const openBasemap = useRef<() => void>(() => undefined);
  const firstTrucksAsked = useRef(false);

  useEffect(() => {
    const el = box.current!;
    const view = startView(readMonitorView(), latest.current.entering, el.clientHeight);
    // The offline basemap (~50 KB) waits for the first trucks: a partner's page shows trucks first.
    const firstTrucks = new Promise<void>((resolve) => { openBasemap.current = resolve; });
    const map = createBaseMap(el, { center: view.center, zoom: view.zoom, tileUrl: latest.current.tileUrl, basemapAfter: firstTrucks });
    const layer = new TruckLayer({
      onTruckActivate: (car) => latest.current.onTruckActivate(car),
      onLabelsHiddenChange: (hidden) => latest.current.onLabelsHiddenChange(hidden),
    }).addTo(map);
    const remember = () => {
      const c = map.getCenter();
      writeMonitorView({ zoom: map.getZoom(), center: [c.lat, c.lng] });
      el.dataset.zoom = String(map.getZoom());
      el.dataset.center = `${c.lat.toFixed(6)},${c.lng.toFixed(6)}`;
    };
    remember();
    map.on('moveend', remember);
    map.on('dragstart', () => latest.current.onManualPan());
    const keyPan = (event: KeyboardEvent) => {
      if (PAN_KEYS.has(event.key)) latest.current.onManualPan();
    };
    el.addEventListener('keydown', keyPan);
    mapRef.current = map;
    layerRef.current = layer;
    fencesRef.current = new FenceOverlay(map);
    return () => {
      el.removeEventListener('keydown', keyPan);
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      fencesRef.current = null;
    };
  }, []);

  useEffect(() => {
    layerRef.current?.setFleet(props.fleet, props.shown);
  }, [props.fleet, props.shown]);

  // After setCars above: the frame the layer draws next holds the first answer's trucks.
  useEffect(() => {
    const layer = layerRef.current;
    if (!props.fleetReady || !layer || firstTrucksAsked.current) return;
    firstTrucksAsked.current = true;
    void layer.whenDrawn().then(() => {
      performance.mark(FIRST_TRUCKS_MARK);
      box.current?.setAttribute('data-trucks-drawn', '');
      openBasemap.current();
      latest.current.onFirstTrucks?.();
    });
  }, [props.fleetReady]);

  useEffect(() => {
    fencesRef.current?.show(props.fences);
  }, [props.fences]);

  useEffect(() => {
    layerRef.current?.setLabels(props.settings);
  }, [props.settings]);

  useEffect(() => {
    layerRef.current?.setSelection(props.selectedUid, props.following);
  }, [props.selectedUid, props.following]);

  // Follow mode keeps the followed truck centred on every update (spec: follow it as it moves);
  // starting it zooms in to street level unless the user is already closer.
  const wasFollowing = useRef(false);
  useEffect(() => {
    const map = mapRef.current;
    const at = props.following && props.selectedUid ? layerRef.current?.positionOf(props.selectedUid) : null;
    const starting = props.following && !wasFollowing.current;
    wasFollowing.current = props.following;
    if (!map || !at) return;
    if (starting) map.setView(at, Math.max(map.getZoom(), FOLLOW_ZOOM));
    else map.panTo(at, { animate: true, duration: 0.4 });
  }, [props.fleet, props.shown, props.selectedUid, props.following]);

  // A truck given by the host (carUid) is zoomed to once, when both it and its position are known.
  const focusPending = useRef<string | null>(null);
  useEffect(() => {
    focusPending.current = props.focusUid;
  }, [props.focusUid]);
  useEffect(() => {
    const map = mapRef.current;
    const at = focusPending.current ? layerRef.current?.positionOf(focusPending.current) : null;
    if (!map || !at) return;
    focusPending.current = null;
    map.setView(at, Math.max(map.getZoom(), FOLLOW_ZOOM));
  }, [props.fleet, props.shown, props.focusUid]);

  // Selecting a truck (in the table, say) brings it into view once; later updates leave the view alone.
  useEffect(() => {
    const map = mapRef.current;
    const at = props.selectedUid ? layerRef.current?.positionOf(props.selectedUid) : null;
    if (map && at && !map.getBounds().pad(-0.1).contains(at)) map.panTo(at);
  }, [props.selectedUid]);

  return (
    <div ref={box} className="map" role="region" aria-label="車輛位置地圖" aria-describedby={props.describedBy} data-testid="monitor-map"
      data-fence-count={props.fences.length} />
  );
}
