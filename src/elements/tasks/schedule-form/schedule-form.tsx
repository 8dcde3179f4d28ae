import { useEffect, useRef, useState } from 'react';
import { getSchedule, previewSchedule } from '../../../core/api/task';
import { task as taskEndpoints, type Schedule, type ScheduleInput } from '../../../core/api/contract/task';
import { now } from '../../../core/clock';
import { createMutation, unwrap } from '../../../core/resource';
import {
  $scheduleDraft, clearScheduleDraft, draftFor, emptySchedule, keepScheduleDraft, scheduleInputOf, scheduleValuesOf,
} from '../../../core/tasks';
import { DispatcherOnly, STOPS_FIELD_CSS } from '../shared';
import { Button, SPINNER_CSS, uiCss } from '../../shared/ui';
import { EndpointForm, PAGE_KIT_CSS, useItemForm } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { SCHEDULE_FIELDS } from './schedule-fields';

export interface ScheduleFormProps {
  /** The schedule to edit; without it the form adds one. */
  scheduleUid?: string;
  /** 預覽 passed the checks: the draft is kept in core ($scheduleDraft); the host opens /task/preview/schedule. */
  onSchedulePreview?: (detail: { scheduleUid: string }) => void;
  /** 取消 (after confirming unsaved changes): the host goes back to the schedule list. */
  onScheduleCancel?: (detail: Record<string, never>) => void;
}

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
  const back = <Button small onClick={() => onScheduleCancel?.({})}>返回派遣排程</Button>;
  const item = useItemForm<Schedule>({ load: scheduleUid ? async () => unwrap(await getSchedule(scheduleUid)) : null, loadingText: '讀取排程…', errorActions: back });
  const loaded = item.record;
  const preview = useResource(() => createMutation((input: ScheduleInput) => previewSchedule(input), '預覽失敗，請稍後再試。'));
  // The draft as it was when the page opened: coming back from the preview starts from it.
  const [draft] = useState(() => draftFor($scheduleDraft.get(), scheduleUid));
  const [blank] = useState(() => emptySchedule(now()));

  const saved = editing ? (loaded ? scheduleValuesOf(loaded) : null) : blank;
  const start = draft ?? saved;
  const heading = editing ? '編輯派遣排程' : '新增派遣排程';
  // Left for anywhere but the preview (canceled, or the user chose to drop the changes): a draft from an earlier preview goes too.
  const previewing = useRef(false);
  useEffect(() => () => {
    if (!previewing.current) clearScheduleDraft();
  }, []);

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, SPINNER_CSS, STOPS_FIELD_CSS, OWN_CSS)}</style>
      <section className="form-page schedule-form" part="base" aria-labelledby="schedule-form-heading">
        <h2 id="schedule-form-heading">{editing && loaded ? `${heading}：${loaded.name}` : heading}</h2>
        <p className="muted intro">排程會在期間內所選的每個星期，為同一輛車與駕駛建立「調度中」的任務（今天以前的日期不建立）。先預覽再儲存。</p>
        {item.status}
        {item.ready && start && saved && (
          <EndpointForm key={loaded?.uid ?? 'new'} label={heading} endpoint={editing ? taskEndpoints.scheduleUpdate : taskEndpoints.scheduleCreate}
            fields={SCHEDULE_FIELDS} initialValues={start} mutation={preview} toInput={scheduleInputOf}
            submitLabel="預覽" guardLeave={{ message: '排程有尚未儲存的變更，確定要離開嗎？', savedValues: saved, askOnCancel: true }}
            onCancel={() => {
              clearScheduleDraft();
              onScheduleCancel?.({});
            }}
            onSuccess={(_, sent) => {
              previewing.current = true;
              // The preview page keeps the draft: leaving for it loses nothing (the form lets the next navigation through).
              keepScheduleDraft({ scheduleUid, values: sent });
              onSchedulePreview?.({ scheduleUid });
            }} />
        )}
      </section>
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.intro { margin: 0; }
.weekday-row { display: flex; flex-wrap: wrap; gap: 0 var(--_space-2); }
.weekday-row .field { margin-bottom: var(--_space-1); }
`;
