import L from 'leaflet';
import { bandRuns, keptAtZoom, SPEED_BANDS, type Track } from '../../../core/history';

export interface TrackBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export function boundsOf(track: Track): L.LatLngBounds | null {
  if (!track.length) return null;
  let south = Infinity, west = Infinity, north = -Infinity, east = -Infinity;
  for (let i = 0; i < track.length; i++) {
    const lat = track.lat[i], lng = track.lng[i];
    if (lat < south) south = lat;
    if (lat > north) north = lat;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
  }
  return L.latLngBounds([south, west], [north, east]);
}

/** The box around every track (the replay fits the map to all the trucks it shows). */
export function boundsOfAll(tracks: readonly Track[]): L.LatLngBounds | null {
  return tracks.reduce<L.LatLngBounds | null>((all, t) => {
    const b = boundsOf(t);
    return all && b ? all.extend(b) : all ?? b;
  }, null);
}

/**
 * A journey's track drawn on the map's canvas: one polyline per speed band (each a multi-line of
 * the band's runs), from the points worth drawing at the current zoom (`zooms`, core detailZooms,
 * computed once when the track was read), made again when the zoom changes. A week of 1 Hz points
 * becomes some thousands of drawn ones. `color` draws every band in one colour (another truck
 * replayed beside the first).
 */
export class TrackDrawing {
  private lines: L.Polyline[] = [];
  drawnPoints = 0;
  /** The first and last points of the track drawn (its ends, unless the track has none). */
  drawnEnds: [number, number] | null = null;

  constructor(private readonly map: L.Map, private readonly track: Track, private readonly zooms: Uint8Array, private readonly color?: string) {
    this.map.on('zoomend', this.redraw);
    this.redraw();
  }

  readonly redraw = (): void => {
    for (const line of this.lines) line.remove();
    this.lines = [];
    const t = this.track;
    const kept = keptAtZoom(this.zooms, this.map.getZoom());
    this.drawnPoints = kept.length;
    this.drawnEnds = kept.length ? [kept[0], kept[kept.length - 1]] : null;
    const latLng = (i: number): [number, number] => [t.lat[i], t.lng[i]];
    if (this.color) {
      if (kept.length >= 2) this.lines.push(L.polyline(Array.from(kept, latLng), { color: this.color, weight: 3, opacity: 0.8, interactive: false }).addTo(this.map));
      return;
    }
    const runs = bandRuns((i) => t.speed[i], kept);
    runs.forEach((bandRunsOf, b) => {
      if (!bandRunsOf.length) return;
      const line = L.polyline(bandRunsOf.map((run) => run.map(latLng)), { color: SPEED_BANDS[b].color, weight: 4, opacity: 0.9, interactive: false });
      this.lines.push(line.addTo(this.map));
    });
  };

  remove(): void {
    this.map.off('zoomend', this.redraw);
    for (const line of this.lines) line.remove();
    this.lines = [];
  }
}

/** The moving truck: a DOM marker (its transform changes, the track's canvas is not redrawn). */
export function truckMarker(label: string, color = '#1f6fb2'): L.Marker {
  const html = `<span class="truck-arrow" style="background:${color}"></span><span class="truck-label">${escapeHtml(label)}</span>`;
  return L.marker([0, 0], {
    icon: L.divIcon({ className: 'truck-marker', html, iconSize: [22, 22], iconAnchor: [11, 11] }),
    keyboard: false, interactive: false, zIndexOffset: 1000,
  });
}

/** Turns the marker's arrow to the heading without rebuilding its icon. */
export function pointMarker(marker: L.Marker, heading: number): void {
  const arrow = marker.getElement()?.querySelector<HTMLElement>('.truck-arrow');
  if (arrow) arrow.style.transform = `rotate(${Math.round(heading)}deg)`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
