import '../../elements/task-list/task-list.element';
import '../../elements/task-form/task-form.element';
import '../../elements/task-detail/task-detail.element';
import '../../elements/schedule-list/schedule-list.element';
import '../../elements/schedule-form/schedule-form.element';
import '../../elements/schedule-preview/schedule-preview.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { $session, isDriverSession } from '../../core/session';
import { clearScheduleDraft, scheduleFormPath } from '../../core/tasks';
import { reactApplication } from '../shared/react-app';
import { TaskNav } from './task-nav';
import { taskPageOf } from './task-route';

const editPath = (uid: string) => `/task/edit/${encodeURIComponent(uid)}`;
const singlePath = (uid: string) => `/task/single/${encodeURIComponent(uid)}`;
const SCHEDULES = '/task/edit/schedule';

/** A fresh schedule form: a draft left from an earlier preview is not carried into another schedule. */
const openScheduleForm = (uid: string) => {
  clearScheduleDraft();
  void navigate(scheduleFormPath(uid));
};

/**
 * The task pages (spec 2.1, 2.11; P_P13): /task/management (`fms-task-list`; a driver's own tasks),
 * /task/add, /task/edit and /task/edit/{uid} (`fms-task-form`), /task/single/{uid} (`fms-task-detail`),
 * and the dispatch schedules: /task/edit/schedule (`fms-schedule-list`), /task/add/schedule and
 * /task/edit/schedule/{uid} (`fms-schedule-form`), /task/preview/schedule (`fms-schedule-preview`).
 * A manager moves between the task list and the schedules by the page's nav; a driver has no schedules.
 */
function TaskPage() {
  const { path } = useStore($location);
  const driver = isDriverSession(useStore($session).idData);
  const page = taskPageOf(path);
  const toList = () => void navigate('/task/management');
  const toSchedules = () => void navigate(SCHEDULES);
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      {!driver && page.kind === 'list' && <TaskNav current="/task/management" />}
      {!driver && page.kind === 'schedules' && <TaskNav current={SCHEDULES} />}
      {page.kind === 'list' && (
        <fms-task-list ontaskadd={() => void navigate('/task/add')}
          ontaskopen={(e) => void navigate(singlePath(e.detail.taskUid))}
          ontaskedit={(e) => void navigate(editPath(e.detail.taskUid))} />
      )}
      {page.kind === 'form' && (
        <fms-task-form key={page.uid || 'new'} task-uid={page.uid || undefined}
          ontasksave={(e) => void navigate(singlePath(e.detail.taskUid))} ontaskcancel={toList} />
      )}
      {page.kind === 'single' && (
        <>
          <p style={{ margin: '0 0 8px' }}><a href="/task/management" onClick={(e) => { e.preventDefault(); toList(); }}>← 返回任務管理</a></p>
          <fms-task-detail key={page.uid} task-uid={page.uid || undefined} ontaskedit={(e) => void navigate(editPath(e.detail.taskUid))} />
        </>
      )}
      {page.kind === 'schedules' && (
        <fms-schedule-list onscheduleadd={() => openScheduleForm('')} onscheduleedit={(e) => openScheduleForm(e.detail.scheduleUid)} />
      )}
      {page.kind === 'schedule-form' && (
        <>
          <p style={{ margin: '0 0 8px' }}><a href={SCHEDULES} onClick={(e) => { e.preventDefault(); toSchedules(); }}>← 返回派遣排程</a></p>
          <fms-schedule-form key={page.uid || 'new'} schedule-uid={page.uid || undefined}
            onschedulepreview={() => void navigate('/task/preview/schedule')} onschedulecancel={toSchedules} />
        </>
      )}
      {page.kind === 'schedule-preview' && (
        <fms-schedule-preview onschedulerevise={(e) => void navigate(scheduleFormPath(e.detail.scheduleUid))} onschedulesave={toSchedules} />
      )}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(TaskPage);
