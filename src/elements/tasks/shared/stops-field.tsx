import { useStore } from '@nanostores/react';
import { useState, type KeyboardEvent } from 'react';
import { geocodeAddress, reverseGeocode } from '../../../core/api/geo';
import { listCommonRoutes } from '../../../core/api/routes';
import type { CommonRouteSummary } from '../../../core/api/contract/routes';
import { $taskKindOptions, createItemResource, unwrap } from '../../../core/resource';
import { MAX_STOPS, stopsFromRoute, type StopDraft } from '../../../core/tasks';
import { Button, FieldError, RequiredMark, Select, TextInput } from '../../shared/ui';
import { PointPicker, useChoices, type CustomFieldProps, type LatLng } from '../../shared/ui/page-kit';
import { useLatest, useResource } from '../../shared/ui/use-resource';

const position = (s: StopDraft) => (s.lat !== null && s.lng !== null ? `${s.lat.toFixed(5)}, ${s.lng.toFixed(5)}` : '未定位（依地址定位）');

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * The stops of a task in visiting order: each with its name, address and task kind, moved up or
 * down or removed; added from a common route, by an address search (geo/v0/latlng) or on the map
 * (the kit's PointPicker; its address read back through geo/v0/address). Each stop also takes a
 * planned time of day ('HH:mm') and a note, so an edit keeps what an import put there (issue 22, 6).
 * Styles: STOPS_FIELD_CSS.
 */
export function StopsField({ id, label, value, onChange, error, required, disabled, timeHint = '選填' }: CustomFieldProps<StopDraft[]> & {
  /** The hint under each stop's planned time ('選填，每天相同' for a dispatch schedule). */
  timeHint?: string;
}) {
  const kinds = useChoices($taskKindOptions);
  const routes = useResource(() => createItemResource<CommonRouteSummary[]>({
    load: async () => unwrap(await listCommonRoutes({ offset: 0, limit: 100 })).list,
  }));
  const routeState = useStore(routes.$state);
  const [routeUid, setRouteUid] = useState('');
  const [address, setAddress] = useState('');
  const [searching, setSearching] = useState(false);
  const [point, setPoint] = useState<LatLng | null>(null);
  const [problem, setProblem] = useState('');

  // The stops as they are now: an address search or a map point answers after a wait, while the
  // user may have edited, added, moved or removed stops; their answer builds on these, not on the
  // list as it was when the lookup started.
  const latest = useLatest(value);
  const full = value.length >= MAX_STOPS;
  const set = (i: number, patch: Partial<StopDraft>) => onChange(value.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const add = (stops: StopDraft[]) => onChange([...latest.current, ...stops].slice(0, MAX_STOPS));

  function addRoute() {
    const route = routeState.data?.find((r) => r.uid === routeUid);
    if (!route) return setProblem('請選擇常用路線');
    setProblem('');
    add(stopsFromRoute(route));
  }

  async function searchAddress() {
    const text = address.trim();
    if (!text || searching) return setProblem(text ? '' : '請輸入地址');
    setSearching(true);
    const found = await geocodeAddress(text).catch(() => null);
    setSearching(false);
    if (!found || found.status !== 0 || !found.data) return setProblem(`找不到「${text}」的位置`);
    setProblem('');
    setAddress('');
    add([{ name: text.slice(0, 100), address: (found.data.address || text).slice(0, 200), lat: found.data.lat, lng: found.data.lng, kind: '' }]);
  }

  async function addPoint() {
    if (!point) return setProblem('請先在地圖上選取位置');
    setProblem('');
    const at = point;
    const stop: StopDraft = { name: `地圖選點 ${latest.current.length + 1}`, address: '', lat: at.lat, lng: at.lng, kind: '' };
    add([stop]);
    setPoint(null);
    const read = await reverseGeocode(at.lat, at.lng).catch(() => null);
    if (read?.status !== 0 || !read.data?.address) return;
    // The stop may have moved, changed or gone meanwhile; an address typed into it wins over the lookup.
    const address = read.data.address.slice(0, 200);
    const stops = latest.current;
    const found = stops.findIndex((s) => s === stop || (s.lat === at.lat && s.lng === at.lng && s.address === ''));
    if (found >= 0 && stops[found].address === '') onChange(stops.map((s, j) => (j === found ? { ...s, address } : s)));
  }

  const searchKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void searchAddress();
  };

  return (
    <fieldset id={id} className={`field field-group stops-field${error ? ' field-invalid' : ''}`} disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-legend">{required && <RequiredMark />}{label}（{value.length} / {MAX_STOPS}）</legend>
      {value.length === 0 && <p className="muted">尚未加入站點：從常用路線、地址搜尋或地圖加入。</p>}
      <ol className="stop-list">
        {value.map((s, i) => (
          <li key={i} className="stop-row">
            <span className="stop-seq" aria-hidden="true">{i + 1}</span>
            <div className="stop-fields">
              <TextInput label={`第 ${i + 1} 站 站名`} required maxLength={100} value={s.name} onChange={(e) => set(i, { name: e.target.value })} />
              <TextInput label={`第 ${i + 1} 站 地址`} maxLength={200} value={s.address}
                onChange={(e) => set(i, { address: e.target.value })} />
              <Select label={`第 ${i + 1} 站 任務種類`} options={kinds.options} placeholder="不指定" value={s.kind}
                onChange={(e) => set(i, { kind: e.target.value })} />
              <TextInput label={`第 ${i + 1} 站 預計時間`} type="time" value={s.time ?? ''} hint={timeHint}
                onChange={(e) => set(i, { time: e.target.value })} />
              <TextInput label={`第 ${i + 1} 站 備註`} maxLength={500} value={s.note ?? ''} onChange={(e) => set(i, { note: e.target.value })} />
              <p className="stop-position">位置：{position(s)}</p>
            </div>
            <span className="stop-buttons">
              <Button small disabled={i === 0} aria-label={`第 ${i + 1} 站上移`} onClick={() => onChange(move(value, i, i - 1))}>上移</Button>
              <Button small disabled={i === value.length - 1} aria-label={`第 ${i + 1} 站下移`} onClick={() => onChange(move(value, i, i + 1))}>下移</Button>
              <Button small variant="danger" aria-label={`移除第 ${i + 1} 站 ${s.name}`} onClick={() => onChange(value.filter((_, j) => j !== i))}>移除</Button>
            </span>
          </li>
        ))}
      </ol>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <div className="stop-adders">
        <div className="adder">
          <Select label="常用路線" options={(routeState.data ?? []).map((r) => ({ value: r.uid, label: r.name }))}
            placeholder={routeState.loading ? '載入中…' : '選擇常用路線'} value={routeUid} onChange={(e) => setRouteUid(e.target.value)} />
          <Button disabled={full} onClick={addRoute}>加入路線站點</Button>
        </div>
        <div className="adder">
          <TextInput label="地址搜尋" type="search" maxLength={200} value={address} placeholder="例：臺北市信義區市府路1號"
            onChange={(e) => setAddress(e.target.value)} onKeyDown={searchKey} />
          <Button disabled={full || searching} loading={searching} onClick={() => void searchAddress()}>搜尋並加入</Button>
        </div>
        <div className="adder adder-map">
          <PointPicker label="地圖選點" value={point} onValueChange={setPoint} />
          <Button disabled={full || !point} onClick={() => void addPoint()}>加入此點</Button>
        </div>
      </div>
      {problem && <FieldError>{problem}</FieldError>}
      {full && <p className="muted">已達 {MAX_STOPS} 個站點上限。</p>}
    </fieldset>
  );
}

/** The styles of AssignmentField and StopsField: put them in the element's uiCss. */
export const STOPS_FIELD_CSS = `
.field-group { border: 0; padding: 0; margin: 0 0 var(--_space-2); min-width: 0; }
.pair-row { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 0 var(--_space-3); }
.pair-row .field { flex: 1 1 14em; min-width: 0; }
.muted { color: var(--_muted); }
.stop-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-2); }
.stop-row { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: flex-start; border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-1) var(--_space-2); }
.stop-seq { display: grid; place-items: center; width: 1.8em; height: 1.8em; border-radius: 50%; background: var(--_primary); color: var(--_on-primary); font-weight: 700; margin-top: var(--_space-3); }
.stop-fields { flex: 1 1 20em; min-width: 0; display: flex; flex-wrap: wrap; gap: 0 var(--_space-2); }
.stop-fields .field { flex: 1 1 12em; min-width: 0; }
.stop-position { flex-basis: 100%; margin: 0 0 var(--_space-1); color: var(--_muted); overflow-wrap: anywhere; }
.stop-buttons { display: flex; flex-wrap: wrap; gap: var(--_space-1); margin-top: var(--_space-3); }
.stop-adders { display: grid; gap: var(--_space-2); margin-top: var(--_space-2); padding-top: var(--_space-2); border-top: 1px dashed var(--_border); }
.adder { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0 var(--_space-2); }
.adder > .field { flex: 1 1 16em; min-width: 0; }
.adder > .btn { margin-bottom: calc(var(--_space) * 2); }
.adder-map { display: grid; align-items: start; }
.adder-map > .btn { justify-self: start; }
`;
