import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { setCarCycle } from '../../../core/api/cars';
import { cars } from '../../../core/api/contract/cars';
import { maintenanceCycle, type Cycle } from '../../../core/api/contract/maintenance';
import { CYCLE_CATEGORIES } from '../../../core/api/contract/vocabulary/work';
import { listMaintenanceCycles } from '../../../core/api/maintenance';
import { cycleAssignments } from '../../../core/cars';
import { createItemResource, unwrap } from '../../../core/resource';
import { Button, Checkbox, FieldError, LoadingState, Panel, ResourceError } from '../../shared/ui';
import { useCanCall } from '../../shared/ui/page-kit';
import { showToast } from '../../shared/ui/toast-store';
import { useResource } from '../../shared/ui/use-resource';

const interval = (c: Cycle) => [
  c.intervalKm ? `每 ${c.intervalKm.toLocaleString('zh-TW')} 公里` : '',
  c.intervalMonths ? `每 ${c.intervalMonths} 個月` : '',
  c.intervalEngineHours ? `每 ${c.intervalEngineHours} 引擎小時` : '',
].filter(Boolean).join('、');

/**
 * The maintenance cycles a car follows (spec 3 'Maintenance cycle … carList', 7.5 car-cycle). With
 * the cycle codes the list shows every cycle and, with P_P06 as well, 變更 lets the user tick the
 * ones the car follows; without them only how many it follows is known.
 */
export function CarCycles({ carUid, cycleUids, onChanged }: { carUid: string; cycleUids: readonly string[]; onChanged: () => void }) {
  const canList = useCanCall(maintenanceCycle.list);
  const canAssign = useCanCall(cars.carCycle) && canList;
  const all = useResource(() => createItemResource({
    load: async () => unwrap(await listMaintenanceCycles({ offset: 0, limit: 1000 })).list,
  }));
  if (!canList) {
    return (
      <Panel heading="保養週期" headingLevel={3}>
        <p>{cycleUids.length ? `此車輛跟隨 ${cycleUids.length} 個保養週期。` : '此車輛未跟隨任何保養週期。'}</p>
      </Panel>
    );
  }
  return <CycleList carUid={carUid} resource={all} canAssign={canAssign} onChanged={onChanged} />;
}

function CycleList({ carUid, resource, canAssign, onChanged }: {
  carUid: string; resource: ReturnType<typeof createItemResource<Cycle[]>>; canAssign: boolean; onChanged: () => void;
}) {
  const { data, error } = useStore(resource.$state);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [sending, setSending] = useState(false);
  const [saveError, setSaveError] = useState('');
  const cycles = data ?? [];
  const followed = cycles.filter((c) => c.carList.some((car) => car.uid === carUid));

  async function save() {
    if (!chosen || sending) return;
    setSending(true);
    setSaveError('');
    const changes = cycleAssignments(cycles.map((c) => ({ uid: c.uid, carUids: c.carList.map((car) => car.uid) })), carUid, chosen);
    for (const change of changes) {
      const body = await setCarCycle(change).catch(() => null);
      if (!body || body.status !== 0) {
        setSaveError(body?.message || '儲存保養週期失敗，請稍後再試。');
        setSending(false);
        await resource.reload();
        return;
      }
    }
    setSending(false);
    setChosen(null);
    showToast('已更新保養週期', 'success');
    await resource.reload();
    onChanged();
  }

  let body;
  if (error && !data) body = <ResourceError className="cycle-error" message={error} onRetry={resource.reload} />;
  else if (!data) body = <LoadingState text="載入保養週期中…" />;
  else if (chosen) {
    body = (
      <fieldset className="cycle-choices" disabled={sending}>
        <legend>勾選此車輛跟隨的保養週期</legend>
        {cycles.length === 0 && <p>尚未建立保養週期。</p>}
        {cycles.map((c) => (
          <Checkbox key={c.uid} id={`cycle-${c.uid}`} label={`${c.name}（${CYCLE_CATEGORIES[c.category]}）`} hint={interval(c)} checked={chosen.has(c.uid)}
            onChange={(e) => {
              const next = new Set(chosen);
              if (e.target.checked) next.add(c.uid);
              else next.delete(c.uid);
              setChosen(next);
            }} />
        ))}
        {saveError && <FieldError>{saveError}</FieldError>}
        <div className="cycle-actions">
          <Button onClick={() => setChosen(null)} disabled={sending}>取消</Button>
          <Button variant="primary" loading={sending} onClick={() => void save()}>{sending ? '儲存中…' : '儲存'}</Button>
        </div>
      </fieldset>
    );
  } else {
    body = followed.length
      ? <ul className="cycle-list">{followed.map((c) => <li key={c.uid}><strong>{c.name}</strong>（{CYCLE_CATEGORIES[c.category]}）{interval(c) && <span className="muted"> {interval(c)}</span>}</li>)}</ul>
      : <p>此車輛未跟隨任何保養週期。</p>;
  }
  return (
    <Panel heading="保養週期" headingLevel={3}
      actions={canAssign && data && !chosen ? <Button small onClick={() => setChosen(new Set(followed.map((c) => c.uid)))}>變更保養週期</Button> : undefined}>
      {body}
    </Panel>
  );
}
