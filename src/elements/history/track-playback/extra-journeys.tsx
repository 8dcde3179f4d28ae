import { useEffect, useMemo, useState } from 'react';
import { listJourneys } from '../../../core/api/journey';
import type { Journey } from '../../../core/api/contract/journey';
import { dayRangeMs } from '../../../core/format/time';
import { journeyTime, journeyTrack } from '../../../core/history';
import { errorMessage, unwrap } from '../../../core/resource';
import { FieldError } from '../../shared/ui';
import type { ReplayTruck } from './replay-map';

/** Colours of the other trucks' lines and markers, apart from the speed bands. */
const COLORS = ['#7b1fa2', '#00838f', '#6d4c41', '#ad1457', '#37474f'];
export const MAX_EXTRA_TRUCKS = COLORS.length;

export interface ExtraTrucks {
  trucks: ReplayTruck[];
  add(journey: Journey): Promise<void>;
  remove(key: string): void;
  busy: boolean;
  error: string;
}

/** Other trucks' journeys replayed beside the main one (issue 13 'several trucks on one time line'). */
export function useExtraTrucks(): ExtraTrucks {
  const [trucks, setTrucks] = useState<ReplayTruck[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return {
    trucks, busy, error,
    add: async (journey) => {
      setBusy(true);
      setError('');
      try {
        const { prepared } = unwrap(await journeyTrack(journey.uid));
        setTrucks((list) => list.some((t) => t.key === journey.uid) ? list : [...list, {
          key: journey.uid, label: journey.carNo, track: prepared.track, zooms: prepared.zooms, color: COLORS[list.length % COLORS.length],
        }]);
      } catch (e) {
        setError(errorMessage(e, '無法讀取這段行程，請稍後再試。'));
      } finally {
        setBusy(false);
      }
    },
    remove: (key) => setTrucks((list) => list.filter((t) => t.key !== key)),
  };
}

/** Choose journeys of other cars the same day to replay together. */
export function ExtraJourneys({ journey, extras }: { journey: Journey; extras: ExtraTrucks }) {
  const [options, setOptions] = useState<Journey[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    let live = true;
    const day = dayRangeMs(journey.startTime);
    listJourneys({ ...day, offset: 0, limit: 200 }).then((body) => {
      if (live) setOptions(unwrap(body).list.filter((o) => o.carUid !== journey.carUid));
    }).catch((e) => live && setLoadError(errorMessage(e, '無法讀取同日行程。')));
    return () => {
      live = false;
    };
  }, [journey.uid]);
  const added = useMemo(() => new Set(extras.trucks.map((t) => t.key)), [extras.trucks]);
  const free = (options ?? []).filter((o) => !added.has(o.uid));
  const full = extras.trucks.length >= MAX_EXTRA_TRUCKS;
  return (
    <section className="side-section" aria-labelledby="replay-extra-heading" part="compare">
      <h3 id="replay-extra-heading">同時回放其他車輛</h3>
      {loadError && <FieldError>{loadError}</FieldError>}
      {options && free.length === 0 && extras.trucks.length === 0 && <p className="muted">同一天沒有其他車輛的行程。</p>}
      {free.length > 0 && (
        <form className="extra-form" onSubmit={(e) => {
          e.preventDefault();
          const j = free.find((o) => o.uid === chosen) ?? free[0];
          void extras.add(j).then(() => setChosen(''));
        }}>
          <label htmlFor="replay-extra-journey">同日行程</label>
          <select id="replay-extra-journey" value={chosen} onChange={(e) => setChosen(e.currentTarget.value)} disabled={full}>
            {free.map((o) => <option key={o.uid} value={o.uid}>{o.carNo} {journeyTime(o.startTime)}–{journeyTime(o.endTime).slice(11)}</option>)}
          </select>
          <button type="submit" className="btn btn-secondary" disabled={extras.busy || full}>{extras.busy ? '讀取中…' : '加入回放'}</button>
        </form>
      )}
      {full && <p className="muted">最多同時回放 {MAX_EXTRA_TRUCKS + 1} 輛車。</p>}
      {extras.error && <FieldError>{extras.error}</FieldError>}
      {extras.trucks.length > 0 && (
        <ul className="extra-list">
          {extras.trucks.map((t) => (
            <li key={t.key}>
              <span className="swatch" style={{ background: t.color }} aria-hidden="true" />{t.label}
              <button type="button" className="btn btn-secondary btn-small" onClick={() => extras.remove(t.key)} aria-label={`移除 ${t.label}`}>移除</button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
