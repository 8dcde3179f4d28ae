import '../../elements/maintenance-records/maintenance-records.element';
import '../../elements/maintenance-record/maintenance-record.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';
import { VISUALLY_HIDDEN } from '../shared/form-view';
import { maintenancePageOf } from './maintenance-route';

const dataPath = (uid: string) => `/maintenance/data/${encodeURIComponent(uid)}`;
const reviewPath = (uid: string) => `/maintenance/review/${encodeURIComponent(uid)}`;

/**
 * The older (v1) maintenance screens (spec 2.1, 2.11 'Maintenance'; P_P39): /maintenance and
 * /maintenance/data (`fms-maintenance-records`), /maintenance/data/{uid} (`fms-maintenance-record`)
 * and /maintenance/review/{uid?} (`fms-maintenance-record review`).
 */
function MaintenancePage() {
  const { path } = useStore($location);
  const page = maintenancePageOf(path);
  const back = page.kind === 'list' ? null : (
    <p style={{ margin: '0 0 8px' }}>
      <a href="/maintenance" onClick={(e) => { e.preventDefault(); void navigate('/maintenance'); }}>← 返回保修紀錄</a>
    </p>
  );
  return (
    <div style={{ maxWidth: 1280, margin: '0 auto', padding: '8px 12px' }}>
      <h1 style={VISUALLY_HIDDEN}>{page.kind === 'review' ? '審閱保修紀錄' : page.kind === 'data' ? '保修紀錄資料' : '保修紀錄'}</h1>
      {back}
      {page.kind === 'list' && (
        <fms-maintenance-records onrecordopen={(e) => void navigate(dataPath(e.detail.recordUid))}
          onrecordreview={(e) => void navigate(reviewPath(e.detail.recordUid))} />
      )}
      {page.kind === 'data' && <fms-maintenance-record key={page.uid} record-uid={page.uid} />}
      {page.kind === 'review' && (
        <fms-maintenance-record key={page.uid || 'none'} record-uid={page.uid || undefined} review
          onrecordopen={(e) => void navigate(dataPath(e.detail.recordUid))} />
      )}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(MaintenancePage);
