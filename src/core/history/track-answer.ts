import type { JourneyPoint } from '../api/contract/history';
import type { Journey } from '../api/contract/journey';
import type { VehicleEvent } from '../api/contract/events';
import { detailZooms } from './detail-levels';
import { projectTrack, type ProjectedTrack } from './simplify';
import { bandOf } from './speed-bands';
import { detectStops, type TrackStop } from './stops';
import { buildTrack, type Track } from './track';
import { scanJourneyAnswer } from './track-scan';

/** How far (screen pixels) the drawn line may stray from the track at any zoom. */
export const DRAW_TOLERANCE_PX = 1.5;

/**
 * A journey's track made ready once for replay (issue 26, 6): columns, stops, the zoom-0 projection
 * and the zoom from which each point is drawn, so nothing per point is left for the main thread.
 */
export interface PreparedTrack {
  track: Track;
  stops: TrackStop[];
  projected: ProjectedTrack;
  /** detail-levels.ts: per point, the lowest zoom that draws it. */
  zooms: Uint8Array;
}

export function prepareTrack(points: readonly Pick<JourneyPoint, 'time' | 'lat' | 'lng' | 'speed' | 'heading'>[]): PreparedTrack {
  return prepareColumns(buildTrack(points));
}

export function prepareColumns(track: Track): PreparedTrack {
  const projected = projectTrack(track);
  return { track, stops: detectStops(track), projected, zooms: detailZooms(projected, DRAW_TOLERANCE_PX, (i) => bandOf(track.speed[i])) };
}

/** journey/detail (spec 7.6) with its points read into a prepared track. */
export interface JourneyTrack {
  journey: Journey;
  events: VehicleEvent[];
  prepared: PreparedTrack;
}

/** A response body's bytes as the client reads them: JSON, else the text itself, null when empty. */
export function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * A parsed journey/detail body with its points replaced by the prepared track; any other body (an
 * error, a body without points) is left as it is, for the client to report.
 */
export function trackAnswerOf(parsed: unknown): unknown {
  const body = parsed as { status?: unknown; data?: { points?: unknown } } | null;
  if (!body || typeof body !== 'object' || body.status !== 0 || !body.data || !Array.isArray(body.data.points)) return parsed;
  const { points, ...rest } = body.data as { points: JourneyPoint[] };
  return { ...body, data: { ...rest, prepared: prepareTrack(points) } };
}

/**
 * A journey/detail body's bytes read into a track answer (what the worker does): the points scanned
 * straight into columns (track-scan.ts) when the body is as the server writes it, else parsed whole.
 */
export function trackAnswerOfBytes(bytes: Uint8Array): unknown {
  const scanned = scanJourneyAnswer(bytes);
  if (!scanned) return trackAnswerOf(parseBody(new TextDecoder().decode(bytes)));
  const { points: _none, ...rest } = scanned.body.data;
  return { ...scanned.body, data: { ...rest, prepared: prepareColumns(scanned.track) } };
}

/** The buffers of a track answer, moved (not copied) out of the worker. */
export function transferablesOf(answer: unknown): ArrayBuffer[] {
  const prepared = (answer as { data?: { prepared?: PreparedTrack } } | null)?.data?.prepared;
  if (!prepared) return [];
  const { track: t, projected: p, zooms } = prepared;
  return [t.time, t.lat, t.lng, t.speed, t.heading, p.x, p.y, zooms].map((a) => a.buffer as ArrayBuffer);
}
