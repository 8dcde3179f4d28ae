import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { getSchedule, previewSchedule } from '../../core/api/task';
import { task as taskEndpoints, type Schedule, type ScheduleInput } from '../../core/api/contract/task';
import { now } from '../../core/clock';
import { createItemResource, createMutation, unwrap } from '../../core/resource';
import {
  $scheduleDraft, clearScheduleDraft, draftFor, emptySchedule, keepScheduleDraft, scheduleInputOf, scheduleValuesOf, type ScheduleValues,
} from '../../core/tasks';
import { DispatcherOnly, STOPS_FIELD_CSS } from '../shared/tasks';
import { Button, FieldError, LoadingState, SPINNER_CSS, uiCss } from '../shared/ui';
import { EndpointForm, PAGE_KIT_CSS, useUnsavedChanges } from '../shared/ui/page-kit';
import { useResource } from '../shared/ui/use-resource';
import { SCHEDULE_FIELDS } from './schedule-fields';

export interface ScheduleFormProps {
  /** The schedule to edit; without it the form adds one. */
  scheduleUid?: string;
  /** 預覽 passed the checks: the draft is kept in core ($scheduleDraft); the host opens /task/preview/schedule. */
  onSchedulePreview?: (detail: { scheduleUid: string }) => void;
  /** 取消 (after confirming unsaved changes): the host goes back to the schedule list. */
  onScheduleCancel?: (detail: Record<string, never>) => void;
}

const same = (a: ScheduleValues, b: ScheduleValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Add or edit a dispatch schedule (spec 2.11 'Tasks'; /task/add/schedule, /task/edit/schedule/{uid},
 * P_P13): a name, a driver and a managed car, a date range of at most 92 days, weekdays, and the
 * stops in order with a planned time each. 預覽 checks it (here, then on the server through the
 * preview call) and hands it to the preview page; coming back from there starts from the same draft.
 * A driver gets no form.
 */
export function ScheduleForm(props: ScheduleFormProps) {
  return <DispatcherOnly heading={props.scheduleUid ? '編輯派遣排程' : '新增派遣排程'}><ManagerScheduleForm {...props} /></DispatcherOnly>;
}

function ManagerScheduleForm({ scheduleUid = '', onSchedulePreview, onScheduleCancel }: ScheduleFormProps) {
  const editing = !!scheduleUid;
  const item = useResource(() => createItemResource<Schedule | null>({
    load: async () => (scheduleUid ? unwrap(await getSchedule(scheduleUid)) : null),
  }));
  const { data: loaded, loading, error } = useStore(item.$state);
  const preview = useResource(() => createMutation((input: ScheduleInput) => previewSchedule(input), '預覽失敗，請稍後再試。'));
  // The draft as it was when the page opened: coming back from the preview starts from it.
  const [draft] = useState(() => draftFor($scheduleDraft.get(), scheduleUid));
  const [blank] = useState(() => emptySchedule(now()));
  const [values, setValues] = useState<ScheduleValues | null>(null);

  const ready = !editing || (!!loaded && loaded.uid === scheduleUid);
  const saved = editing ? (loaded ? scheduleValuesOf(loaded) : null) : blank;
  const start = draft ?? saved;
  const current = values ?? start;
  const dirty = !!saved && !!current && !same(current, saved);
  const unsavedChanges = useUnsavedChanges(dirty, '排程有尚未儲存的變更，確定要離開嗎？');
  const heading = editing ? '編輯派遣排程' : '新增派遣排程';
  // Left for anywhere but the preview (canceled, or the user chose to drop the changes): a draft from an earlier preview goes too.
  const previewing = useRef(false);
  useEffect(() => () => {
    if (!previewing.current) clearScheduleDraft();
  }, []);

  async function cancel() {
    if (dirty && !(await unsavedChanges.ask())) return;
    unsavedChanges.release();
    clearScheduleDraft();
    onScheduleCancel?.({});
  }

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, SPINNER_CSS, STOPS_FIELD_CSS, OWN_CSS)}</style>
      <section className="form-page schedule-form" part="base" aria-labelledby="schedule-form-heading">
        <h2 id="schedule-form-heading">{editing && loaded ? `${heading}：${loaded.name}` : heading}</h2>
        <p className="muted intro">排程會在期間內所選的每個星期，為同一輛車與駕駛建立「調度中」的任務（今天以前的日期不建立）。先預覽再儲存。</p>
        {editing && loading && !loaded && <LoadingState text="讀取排程…" />}
        {editing && error && (
          <div className="detail-error">
            <FieldError>{error}</FieldError>
            <Button small onClick={() => void item.reload()}>重試</Button>
            <Button small onClick={() => onScheduleCancel?.({})}>返回派遣排程</Button>
          </div>
        )}
        {ready && start && (
          <EndpointForm key={loaded?.uid ?? 'new'} label={heading} endpoint={editing ? taskEndpoints.scheduleUpdate : taskEndpoints.scheduleCreate}
            fields={SCHEDULE_FIELDS} initialValues={start} mutation={preview} toInput={scheduleInputOf}
            submitLabel="預覽" onValuesChange={setValues} onCancel={() => void cancel()}
            onSuccess={(_, sent) => {
              previewing.current = true;
              keepScheduleDraft({ scheduleUid, values: sent });
              // The preview page keeps the draft: leaving for it loses nothing.
              unsavedChanges.release();
              onSchedulePreview?.({ scheduleUid });
            }} />
        )}
      </section>
      {unsavedChanges.dialog}
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.intro { margin: 0; }
.weekday-row { display: flex; flex-wrap: wrap; gap: 0 var(--_space-2); }
.weekday-row .field { margin-bottom: var(--_space-1); }
.detail-error { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; }
`;
