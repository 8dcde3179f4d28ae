import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { createSchedule, previewSchedule, updateSchedule } from '../../../core/api/task';
import type { Schedule, ScheduleInput } from '../../../core/api/contract/task';
import { formatTaipei } from '../../../core/format';
import { createItemResource, createMutation, unwrap } from '../../../core/resource';
import {
  $scheduleDraft, clearScheduleDraft, groupByDay, scheduleInputOf, weekdayName, weekdaysText, type ScheduleDraft,
} from '../../../core/tasks';
import { AppLink } from '../../shared/account/app-link';
import { TaskStatusTag } from '../shared';
import { BADGE_CSS, Button, EmptyState, EMPTY_STATE_CSS, FieldError, LoadingState, showToast, SPINNER_CSS, uiCss, ResourceError } from '../../shared/ui';
import { PAGE_KIT_CSS, useUnsavedChanges } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { pathOf } from '../../../core/pages/paths';

export interface SchedulePreviewProps {
  /** 返回編輯: the host opens the form of the draft (/task/add/schedule or /task/edit/schedule/{uid}); the draft is kept. */
  onScheduleRevise?: (detail: { scheduleUid: string }) => void;
  /** Saved: the host goes to the schedule list (a toast has said what was saved). */
  onScheduleSave?: (detail: { scheduleUid: string; created: boolean }) => void;
}

type PreviewTask = Awaited<ReturnType<typeof loadPreview>>[number];
type SaveInput = { uid: string; body: ScheduleInput };

async function loadPreview(body: ScheduleInput) {
  return unwrap(await previewSchedule(body)).list;
}

const clock = (ms: number | null) => (ms === null ? '' : formatTaipei(ms, 'HH:mm'));

/**
 * The preview of /task/preview/schedule (spec 2.11 'Tasks'; P_P13): the tasks the drafted schedule
 * would create, grouped by day with their count; 返回編輯 goes back to the form with nothing lost,
 * 儲存排程 creates or updates it. Without a draft it says so and links to /task/add/schedule.
 */
export function SchedulePreview({ onScheduleRevise, onScheduleSave }: SchedulePreviewProps) {
  const draft = useStore($scheduleDraft);
  if (!draft) {
    return (
      <>
        <style>{uiCss(PAGE_KIT_CSS, EMPTY_STATE_CSS, OWN_CSS)}</style>
        <section className="form-page schedule-preview" part="base" aria-labelledby="schedule-preview-heading">
          <h2 id="schedule-preview-heading">預覽派遣排程</h2>
          <EmptyState heading="沒有可預覽的排程" description="預覽的內容只在填寫排程後保留於此頁，重新整理或直接開啟此頁時不會保留。請先填寫排程再預覽。"
            action={<AppLink href={pathOf('scheduleAdd')}>前往新增派遣排程</AppLink>} />
        </section>
      </>
    );
  }
  return <DraftPreview key={JSON.stringify(draft)} draft={draft} onScheduleRevise={onScheduleRevise} onScheduleSave={onScheduleSave} />;
}

function DraftPreview({ draft, onScheduleRevise, onScheduleSave }: SchedulePreviewProps & { draft: ScheduleDraft }) {
  const [body] = useState(() => scheduleInputOf(draft.values));
  const editing = !!draft.scheduleUid;
  const preview = useResource(() => createItemResource<PreviewTask[]>({ load: () => loadPreview(body) }));
  const { data: tasks, loading, error } = useStore(preview.$state);
  const save = useResource(() => createMutation(
    ({ uid, body: input }: SaveInput) => (uid ? updateSchedule(uid, input) : createSchedule(input)),
    '儲存失敗，請稍後再試。',
  ));
  const saving = useStore(save.$sending);
  const [saveError, setSaveError] = useState('');
  // The draft is the user's work until it is saved: leaving elsewhere asks first.
  const unsaved = useUnsavedChanges(true, '排程尚未儲存，確定要離開嗎？');
  // The draft stays in core when the page is left (the browser's back button returns to the form
  // with it); the console's 新增排程 and 編輯 start from a clean form.

  function revise() {
    unsaved.release();
    onScheduleRevise?.({ scheduleUid: draft.scheduleUid });
  }

  async function saveSchedule() {
    if (saving) return;
    setSaveError('');
    const result = await save.send({ uid: draft.scheduleUid, body });
    if (!result.ok) {
      setSaveError(`${result.message}（排程內容已保留，可返回編輯修改）`);
      return;
    }
    const saved: Schedule = result.data;
    unsaved.release();
    clearScheduleDraft();
    showToast(`${editing ? '已更新' : '已新增'}排程「${saved.name}」，共 ${saved.taskCount} 筆調度中任務`, 'success');
    onScheduleSave?.({ scheduleUid: saved.uid, created: !editing });
  }

  const days = tasks ? groupByDay(tasks) : [];
  const first = tasks?.[0];
  const v = draft.values;
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, SPINNER_CSS, BADGE_CSS, EMPTY_STATE_CSS, OWN_CSS)}</style>
      <section className="form-page schedule-preview" part="base" aria-labelledby="schedule-preview-heading">
        <h2 id="schedule-preview-heading">預覽派遣排程：{v.name}</h2>
        <dl className="summary">
          <div><dt>期間</dt><dd>{v.startDate} ~ {v.endDate}</dd></div>
          <div><dt>行駛星期</dt><dd>{weekdaysText(v.weekdays)}</dd></div>
          {first && <div><dt>車號</dt><dd>{first.car.carNo}</dd></div>}
          {first && <div><dt>駕駛</dt><dd>{first.driver.zhName}</dd></div>}
          <div><dt>站點</dt><dd>{v.taskList.length} 站</dd></div>
        </dl>
        {loading && !tasks && <LoadingState text="產生預覽…" />}
        {error && <ResourceError className="preview-error" message={error} onRetry={preview.reload} />}
        {tasks && (
          <p className="count" aria-live="polite">
            {tasks.length > 0 ? <>儲存後將建立 <strong>{tasks.length}</strong> 筆 <TaskStatusTag status="scheduling" /> 任務，分布於 {days.length} 天。</> : null}
          </p>
        )}
        {tasks && tasks.length === 0 && (
          <EmptyState heading="此排程不會建立任何任務"
            description="所選期間內沒有符合行駛星期的日期，或日期都已過去（今天以前不建立任務）。請返回編輯調整期間或星期。" />
        )}
        {days.length > 0 && (
          <ol className="preview-days" aria-label="每日任務">
            {days.map((d) => (
              <li key={d.day} className="preview-day">
                <h3>{d.day}（{weekdayName(d.weekday)}）<span className="muted day-count">{d.tasks.length} 筆任務</span></h3>
                {d.tasks.map((t, i) => (
                  <div key={i} className="preview-task">
                    <p className="task-line">{t.car.carNo}・{t.driver.zhName}・約 {t.totalMileage.toLocaleString('zh-TW')} 公里／{t.totalDuration.toLocaleString('zh-TW')} 分鐘</p>
                    <ol className="preview-stops">
                      {[...t.taskList].sort((a, b) => a.seq - b.seq).map((s) => (
                        <li key={s.seq}>
                          {s.plannedTime !== null && <span className="stop-time">{clock(s.plannedTime)}</span>}
                          <span className="stop-name">{s.name}</span>
                          {s.kindName && <span className="muted">（{s.kindName}）</span>}
                          {s.address && <span className="muted stop-address">{s.address}</span>}
                        </li>
                      ))}
                    </ol>
                  </div>
                ))}
              </li>
            ))}
          </ol>
        )}
        {saveError && <FieldError>{saveError}</FieldError>}
        <div className="preview-actions">
          <Button onClick={revise} disabled={saving}>返回編輯</Button>
          <Button variant="primary" loading={saving} disabled={!tasks || saving} onClick={() => void saveSchedule()}>
            {editing ? '儲存變更' : '儲存排程'}
          </Button>
        </div>
      </section>
      {unsaved.dialog}
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.summary { display: flex; flex-wrap: wrap; gap: var(--_space-1) var(--_space-3); margin: 0; }
.summary div { display: flex; gap: var(--_space-1); min-width: 0; }
.summary dt { color: var(--_muted); }
.summary dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.count { margin: 0; }
.muted { color: var(--_muted); }
.preview-days { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-2); }
.preview-day { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-1) var(--_space-2); min-width: 0; }
.preview-day h3 { margin: 0 0 var(--_space-1); font-size: 1.05em; }
.day-count { font-weight: 400; margin-left: var(--_space-2); }
.task-line { margin: 0 0 var(--_space-1); overflow-wrap: anywhere; }
.preview-stops { margin: 0; padding-left: 1.6em; display: grid; gap: 2px; }
.preview-stops li { overflow-wrap: anywhere; }
.stop-time { font-variant-numeric: tabular-nums; font-weight: 600; margin-right: var(--_space-1); }
.stop-address { display: block; font-size: 0.9em; }
.preview-error { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; }
.preview-actions { display: flex; flex-wrap: wrap; gap: var(--_space-2); justify-content: flex-end; }
`;
