import '../../elements/tasks/task-list/task-list.element';
import '../../elements/tasks/task-form/task-form.element';
import '../../elements/tasks/task-detail/task-detail.element';
import '../../elements/tasks/schedule-list/schedule-list.element';
import '../../elements/tasks/schedule-form/schedule-form.element';
import '../../elements/tasks/schedule-preview/schedule-preview.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { matchPage, pathOf } from '../../core/pages';
import { $session, isDriverSession } from '../../core/session';
import { clearScheduleDraft, scheduleFormPath } from '../../core/tasks';
import { reactApplication } from '../shared/react-app';
import { BackLink } from '../shared/route-link';
import { TaskNav } from './task-nav';

const editPath = (uid: string) => pathOf('taskEdit', { uid });
const singlePath = (uid: string) => pathOf('taskSingle', { uid });

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
  const page = matchPage(useStore($location).path);
  const driver = isDriverSession(useStore($session).idData);
  const toList = () => void navigate(pathOf('taskManagement'));
  const toSchedules = () => void navigate(pathOf('taskSchedules'));
  const formUid = page?.id === 'taskEdit' ? page.params.uid : '';
  const scheduleUid = page?.id === 'scheduleEdit' ? page.params.uid : '';
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      {!driver && (page?.id === 'taskManagement' || page?.id === 'taskSchedules') && <TaskNav current={page.id} />}
      {page?.id === 'taskManagement' && (
        <fms-task-list ontaskadd={() => void navigate(pathOf('taskAdd'))}
          ontaskopen={(e) => void navigate(singlePath(e.detail.taskUid))}
          ontaskedit={(e) => void navigate(editPath(e.detail.taskUid))} />
      )}
      {(page?.id === 'taskAdd' || page?.id === 'taskEditNew' || page?.id === 'taskEdit') && (
        <fms-task-form key={formUid || 'new'} task-uid={formUid || undefined}
          ontasksave={(e) => void navigate(singlePath(e.detail.taskUid))} ontaskcancel={toList} />
      )}
      {page?.id === 'taskSingle' && (
        <>
          <BackLink of="taskSingle" />
          <fms-task-detail key={page.params.uid ?? ''} task-uid={page.params.uid || undefined} ontaskedit={(e) => void navigate(editPath(e.detail.taskUid))} />
        </>
      )}
      {page?.id === 'taskSchedules' && (
        <fms-schedule-list onscheduleadd={() => openScheduleForm('')} onscheduleedit={(e) => openScheduleForm(e.detail.scheduleUid)} />
      )}
      {(page?.id === 'scheduleAdd' || page?.id === 'scheduleEdit') && (
        <>
          <BackLink of={page.id} />
          <fms-schedule-form key={scheduleUid || 'new'} schedule-uid={scheduleUid || undefined}
            onschedulepreview={() => void navigate(pathOf('schedulePreview'))} onschedulecancel={toSchedules} />
        </>
      )}
      {page?.id === 'schedulePreview' && (
        <fms-schedule-preview onschedulerevise={(e) => void navigate(scheduleFormPath(e.detail.scheduleUid))} onschedulesave={toSchedules} />
      )}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(TaskPage);
