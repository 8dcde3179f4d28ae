import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { listCarJourneys } from '../../../core/api/history';
import type { VehicleEvent } from '../../../core/api/contract/events';
import { DAY_MS, formatDuration, formatMetresAsKm, formatSpeed, formatTaipei } from '../../../core/format';
import { journeyAt, journeyEnd, journeyTime, journeyTrack, trackSpan } from '../../../core/history';
import { ApiError, createItemResource, unwrap } from '../../../core/resource';
import { forgetMapView } from '../../../core/storage/map-view';
import { LoadingState, SPINNER_CSS, uiCss, ResourceError } from '../../shared/ui';
import { useBaseMap } from '../../shared/ui/map/use-base-map';
import { useLatest, useReloadOn, useResource } from '../../shared/ui/use-resource';
import { ExtraJourneys, useExtraTrucks } from './extra-journeys';
import { PlaybackBar } from './playback-bar';
import { ReplayEngine } from './replay-engine';
import { useReplayMap, type ReplayTruck } from './replay-map';
import { EventList, SpeedLegend, StopList } from './track-lists';
import { TRACK_PLAYBACK_CSS } from './track-playback.css';

export interface TrackPlaybackProps {
  /** The journey to replay (its uid: the route's journeyCode). */
  journeyCode?: string;
  /** Without a journey-code: the car whose journey at `start-at` is replayed (an event's car and moment). */
  carUid?: string;
  /** The moment to start at, ms since the epoch (an event's time: ?at= of the route); inside the journey, else its start. */
  startAt?: string;
}

/**
 * The replay of one journey (spec 2.11 'History: … then the locations of a journey', 7.6
 * driving-history/v0/journey/detail; issue 13): the track coloured by speed, stops, events, and
 * the playback bar; other trucks' journeys of the same day can be replayed on the same time line.
 */
export function TrackPlayback({ journeyCode, carUid, startAt }: TrackPlaybackProps) {
  // Entering the screen resets the history map's view (spec 2.11); it is kept while here.
  useState(() => forgetMapView('history'));
  const at = startAt && /^\d{10,15}$/.test(startAt) ? Number(startAt) : undefined;
  const wanted = useLatest({ code: journeyCode ?? '', carUid: carUid ?? '', at });
  const item = useResource(() => createItemResource({ load: () => loadReplay(wanted.current) }));
  const chosen = journeyCode || (carUid && at !== undefined ? `${carUid}@${at}` : '');
  useReloadOn(chosen, () => item.reload());
  const { data, error, loading } = useStore(item.$state);

  // The track was read off the main thread (columns, stops, detail levels: core/history journeyTrack).
  const main = useMemo(() => {
    if (!data) return null;
    const { track, stops, zooms } = data.prepared;
    return { track, stops, zooms, span: trackSpan(track) ?? { start: data.journey.startTime, end: data.journey.endTime } };
  }, [data]);
  const extras = useExtraTrucks();
  const [engine, setEngine] = useState<ReplayEngine | null>(null);
  useEffect(() => {
    if (!main || !data) return undefined;
    const created = new ReplayEngine(main.span.start, main.span.end, at);
    setEngine(created);
    return () => created.dispose();
  }, [main]);

  const trucks = useMemo<ReplayTruck[]>(() => (main && data
    ? [{ key: data.journey.uid, label: data.journey.carNo, track: main.track, zooms: main.zooms }, ...extras.trucks]
    : []), [main, data, extras.trucks]);
  useEffect(() => {
    if (!engine || !trucks.length) return;
    const spans = trucks.map((t) => trackSpan(t.track)).filter((s) => !!s);
    engine.setSpan(Math.min(...spans.map((s) => s.start)), Math.max(...spans.map((s) => s.end)));
  }, [engine, trucks]);

  const box = useRef<HTMLDivElement>(null);
  const map = useBaseMap(box, 'history');
  const [follow, setFollow] = useState(false);
  const [current, setCurrent] = useState<string>('');
  const jumpTo = (e: VehicleEvent) => {
    setCurrent(e.uid);
    engine?.seek(e.createdAt);
    map?.panTo([e.lat, e.lng], { animate: false });
  };
  useReplayMap({
    map, box, engine, trucks, events: data?.events ?? NONE, stops: main?.stops ?? [], follow, fitKey: trucks.map((t) => t.key).join(' '), onEventJump: jumpTo,
  });

  const j = data?.journey;
  return (
    <>
      <style>{uiCss(SPINNER_CSS, TRACK_PLAYBACK_CSS)}</style>
      <section className="track-playback" part="base" aria-labelledby="replay-heading">
        <h2 id="replay-heading">{j ? `${j.carNo} 軌跡回放` : '軌跡回放'}</h2>
        {!chosen && <p>請從行程列表選擇一段行程。</p>}
        {chosen && loading && !data && <LoadingState text="讀取軌跡…" />}
        {chosen && error && <ResourceError className="replay-error" message={error} onRetry={item.reload} small={false} />}
        {j && (
          <dl className="journey-summary">
            <div><dt>駕駛</dt><dd>{j.driverName || '—'}</dd></div>
            <div><dt>出發</dt><dd>{journeyTime(j.startTime)} {j.startAddress}</dd></div>
            <div><dt>抵達</dt><dd>{journeyEnd(j)} {j.endAddress}</dd></div>
            <div><dt>里程</dt><dd>{formatMetresAsKm(j.distance)}</dd></div>
            <div><dt>時間</dt><dd>{formatDuration(j.duration)}</dd></div>
            <div><dt>最高速度</dt><dd>{formatSpeed(j.maxSpeed)}</dd></div>
          </dl>
        )}
        <div className="replay-body" hidden={!chosen}>
          <div className="map-column">
            <div ref={box} className="replay-map" part="map" role="region"
              aria-label={j ? `軌跡地圖：${j.carNo} ${formatTaipei(j.startTime, 'YYYY-MM-DD HH:mm')}` : '軌跡地圖'} />
            {engine && main && <PlaybackBar engine={engine} track={main.track} follow={follow} onFollowChange={setFollow} />}
            <SpeedLegend />
          </div>
          {data && main && (
            <div className="side-column">
              <EventList events={data.events} onJump={jumpTo} current={current} />
              <StopList stops={main.stops} onJump={(at) => engine?.seek(at)} />
              <ExtraJourneys journey={data.journey} extras={extras} />
            </div>
          )}
        </div>
      </section>
    </>
  );
}

const NONE: VehicleEvent[] = [];

/** The journey asked for: by its code, or the car's journey at a moment (journeys started the day before it). */
async function loadReplay({ code, carUid, at }: { code: string; carUid: string; at?: number }) {
  if (code || at === undefined) return unwrap(await journeyTrack(code));
  const page = unwrap(await listCarJourneys({ carUid, startTime: at - DAY_MS, endTime: at, offset: 0, limit: 100 }));
  const found = journeyAt(page.list, at);
  if (!found) throw new ApiError(4040001, NO_JOURNEY);
  return unwrap(await journeyTrack(found.uid));
}

const NO_JOURNEY = '這個時刻車輛不在行程中，請從行程列表選擇。';
