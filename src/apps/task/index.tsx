import '../../elements/task-list/task-list.element';
import '../../elements/task-form/task-form.element';
import '../../elements/task-detail/task-detail.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';
import { taskPageOf } from './task-route';

const editPath = (uid: string) => `/task/edit/${encodeURIComponent(uid)}`;
const singlePath = (uid: string) => `/task/single/${encodeURIComponent(uid)}`;

/**
 * The task pages (spec 2.1, 2.11; P_P13): /task/management (`fms-task-list`; a driver's own tasks),
 * /task/add, /task/edit and /task/edit/{uid} (`fms-task-form`), /task/single/{uid} (`fms-task-detail`).
 */
function TaskPage() {
  const { path } = useStore($location);
  const page = taskPageOf(path);
  const toList = () => void navigate('/task/management');
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
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
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(TaskPage);
