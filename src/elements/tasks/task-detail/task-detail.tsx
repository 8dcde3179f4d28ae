import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { getTask, getTaskByDriver, taskJourneyPath } from '../../../core/api/task';
import { task as taskEndpoints, type TaskDetail as Task } from '../../../core/api/contract/task';
import { formatTaipei } from '../../../core/format';
import { createItemResource, unwrap } from '../../../core/resource';
import { writeTaskDetail } from '../../../core/storage';
import { deviationText, etaText, stopTime, taskProgress } from '../../../core/tasks';
import { DriverActions, ManagerActionButtons, TASK_MAP_CSS, TaskMap, TaskStatusTag, useIsDriver, useLiveReload, useManagerTaskActions, useTaskEvents } from '../shared';
import { BADGE_CSS, DIALOG_CSS, FieldError, LoadingState, SPINNER_CSS, ToastRegion, TOAST_CSS, uiCss } from '../../shared/ui';
import { DetailPanel, PAGE_KIT_CSS, useCanCall, type DetailItem } from '../../shared/ui/page-kit';
import { useLatest, useReloadOn, useResource } from '../../shared/ui/use-resource';
import { LiveShareEntry } from '../../shared/live-share/lazy-button';

export interface TaskDetailProps {
  /** The task to show. */
  taskUid?: string;
  /** 編輯 was pressed (a manager, on a task still editable): the host opens /task/edit/{uid}. */
  onTaskEdit?: (detail: { taskUid: string }) => void;
}

const time = stopTime;

const ITEMS: DetailItem<Task>[] = [
  { label: '車號', value: (t) => t.car.carNo },
  { label: '駕駛', value: (t) => t.driver.zhName },
  { label: '日期', value: (t) => formatTaipei(t.taskDate, 'YYYY-MM-DD') },
  { label: '總里程', value: (t) => `${t.totalMileage.toLocaleString('zh-TW')} 公里` },
  { label: '總時間', value: (t) => `${t.totalDuration.toLocaleString('zh-TW')} 分鐘` },
  { label: '狀態', value: (t) => <TaskStatusTag status={t.status} /> },
  { label: '鎖定', value: (t) => (t.lock ? '已鎖定' : '未鎖定') },
];

/**
 * One task (spec 2.11 'Task detail shows car, driver, date, total mileage, total duration and the
 * task list'; /task/single/{uid}): the pairs, the stops in order (each with its kind, planned time,
 * arrival, completion and note) and the journey path on the map
 * (task/v0/journey/path). The detail is kept in local storage as task.detail (spec 9). A manager
 * dispatches, stops, edits, locks and unlocks it here as on the list; a driver reads their own task
 * through task/v0/by-driver and reports progress here.
 */
export function TaskDetail({ taskUid, onTaskEdit }: TaskDetailProps) {
  const driver = useIsDriver();
  const isDriver = useLatest(driver);
  const uid = useLatest(taskUid ?? '');
  const item = useResource(() => createItemResource<Task>({
    load: async () => {
      const t = unwrap(await (isDriver.current ? getTaskByDriver(uid.current) : getTask(uid.current)));
      writeTaskDetail(t);
      return t;
    },
  }));
  const path = useResource(() => createItemResource({ load: async () => unwrap(await taskJourneyPath(uid.current)) }));
  const { data: task } = useStore(item.$state);
  const { data: journey, error: pathError } = useStore(path.$state);

  useReloadOn(taskUid ?? '', () => Promise.all([item.reload(), path.reload()]));
  useTaskEvents(() => {
    void item.reload();
    void path.reload();
  });
  const canUpdate = useCanCall(taskEndpoints.update);
  // One array per answer, so the map redraws its path when the task changes, not on every render.
  const stops = useMemo(() => [...(task?.taskList ?? [])].sort((a, b) => a.seq - b.seq), [task]);
  const manager = useManagerTaskActions(() => void item.reload());
  useLiveReload(task?.status === 'doing', () => void item.reload());

  if (!taskUid) {
    return (
      <>
        <style>{uiCss(OWN_CSS)}</style>
        <section className="task-detail" part="base">
          <h2 className="empty-heading">任務明細</h2>
          <p>請從任務管理選擇一筆任務。</p>
        </section>
      </>
    );
  }

  const reload = () => { void item.reload(); void path.reload(); };
  const actions = task && (driver
    ? <DriverActions task={task} onReported={reload} />
    : (
      <>
        {canUpdate && <ManagerActionButtons task={task} actions={manager} onEdit={onTaskEdit && ((t) => onTaskEdit({ taskUid: t.uid }))} />}
        {/* Issue 27, 4: a read-only live link to this task (its truck, stops and ETAs). */}
        <LiveShareEntry target={{ taskUid: task.uid }} name={`${task.car.carNo} ${formatTaipei(task.taskDate, 'YYYY-MM-DD')}`} />
      </>
    ));

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, DIALOG_CSS, SPINNER_CSS, TOAST_CSS, TASK_MAP_CSS, OWN_CSS)}</style>
      <section className="task-detail" part="base">
        <DetailPanel heading="任務明細" resource={item} items={ITEMS} actions={actions || undefined} loadingText="讀取任務…" />
        {task && (
          <div className="task-body">
            <section className="task-stops" aria-labelledby="task-stops-heading">
              <h3 id="task-stops-heading">任務清單（{stops.length} 站）</h3>
              <TaskProgressNote task={task} />
              {/* Reachable by keyboard: at 390 px the stops table scrolls sideways and holds nothing focusable. */}
              <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="task-stops-heading">
                <table className="stops-table">
                  <thead>
                    <tr><th scope="col">站序</th><th scope="col">站名</th><th scope="col">地址</th><th scope="col">任務種類</th><th scope="col">預計時間</th><th scope="col">預計抵達</th><th scope="col">抵達</th><th scope="col">完成</th><th scope="col">備註</th></tr>
                  </thead>
                  <tbody>
                    {stops.map((s) => (
                      <tr key={s.seq}>
                        <td>{s.seq}</td><td>{s.name}</td><td>{s.address || '—'}</td><td>{s.kindName || '—'}</td>
                        <td className="nowrap">{time(s.plannedTime)}</td>
                        <td className={s.etaLate ? 'eta eta-late' : 'eta'}>{etaText(s)}</td>
                        <td className="nowrap">{time(s.arrivedAt)}</td><td className="nowrap">{time(s.doneAt)}</td>
                        <td className="stop-note">{s.note || '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <section className="task-path" aria-labelledby="task-path-heading">
              <h3 id="task-path-heading">任務路線</h3>
              {!journey && !pathError && <LoadingState text="讀取路線…" />}
              {pathError && <FieldError>{pathError}</FieldError>}
              {task.deviation && <p className="deviation-note" role="status">⚠ {deviationText(task.deviation)}（地圖上紅色點線為偏離路段）</p>}
              <TaskMap planned={journey?.planned.path ?? []} actual={journey?.actual?.path ?? []} stops={journey?.stops ?? stops}
                deviation={task.deviation?.path} caption={`${task.car.carNo} ${formatTaipei(task.taskDate, 'YYYY-MM-DD')}`} />
              {journey && (
                <p className="path-legend">
                  規劃路線 {(journey.planned.distanceMeters / 1000).toFixed(1)} 公里
                  {journey.actual ? `；實際行駛 ${(journey.actual.distanceMeters / 1000).toFixed(1)} 公里（綠色虛線）` : '；任務開始後顯示實際行駛路線'}
                </p>
              )}
            </section>
          </div>
        )}
      </section>
      {manager.dialog}
      <ToastRegion />
    </>
  );
}

/** The truck's progress on a doing task: stops done and the next one with its ETA (issue 27, 1–2). */
function TaskProgressNote({ task }: { task: Task }) {
  const p = taskProgress(task);
  if (task.status !== 'doing') return null;
  return (
    <p className="task-progress">
      {p.done}{p.next && <>；<span className={p.late ? 'eta-late' : undefined}>{p.next}</span></>}
    </p>
  );
}

const OWN_CSS = `
:host { display: block; }
.task-detail { display: grid; gap: var(--_space-3); min-width: 0; max-width: 90em; margin: 0 auto; }
.task-body { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: var(--_space-3); align-items: start; }
.task-body h3 { margin: 0 0 var(--_space-1); font-size: 1.1em; }
.table-scroll { overflow-x: auto; }
.stops-table { width: 100%; border-collapse: collapse; }
.stops-table th, .stops-table td { text-align: start; padding: var(--_space-1); border-bottom: 1px solid var(--_border); vertical-align: top; }
.stops-table th { white-space: nowrap; }
.stops-table td:nth-child(2), .stops-table td:nth-child(3) { min-width: 6em; }
.nowrap { white-space: nowrap; }
.stop-note { overflow-wrap: anywhere; min-width: 8em; }
.empty-heading { margin: 0; font-size: 1.25em; padding-bottom: var(--_space-1); border-bottom: 2px solid var(--_primary); }
.path-legend { color: var(--_muted); margin: var(--_space-1) 0 0; }
.task-progress { margin: 0 0 var(--_space-1); }
.eta { white-space: nowrap; }
.eta-late { color: var(--_danger, #c62828); font-weight: 600; }
.deviation-note { margin: 0 0 var(--_space-1); padding: var(--_space-1); border-inline-start: 4px solid var(--_danger, #c62828); background: var(--_surface-2, #fdecea); font-weight: 600; }
.driver-actions, .task-actions { display: inline-flex; flex-wrap: wrap; gap: var(--_space-1); }
.stop-message { margin: 0 0 var(--_space-2); }
@media (max-width: 900px) { .task-body { grid-template-columns: minmax(0, 1fr); } }
`;
