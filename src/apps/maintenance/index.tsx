import '../../elements/maintenance/v1/maintenance-records/maintenance-records.element';
import '../../elements/maintenance/v1/maintenance-record/maintenance-record.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { matchPage, pathOf } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { reactApplication } from '../shared/react-app';
import { VISUALLY_HIDDEN } from '../shared/form-view';
import { BackLink } from '../shared/route-link';

const dataPath = (uid: string) => pathOf('maintenanceRecord', { uid });
const reviewPath = (uid: string) => pathOf('maintenanceReview', { uid });

/**
 * The older (v1) maintenance screens (spec 2.1, 2.11 'Maintenance'; P_P39): /maintenance and
 * /maintenance/data (`fms-maintenance-records`), /maintenance/data/{uid} (`fms-maintenance-record`)
 * and /maintenance/review/{uid?} (`fms-maintenance-record review`).
 */
function MaintenancePage() {
  const page = matchPage(useStore($location).path);
  const record = page?.id === 'maintenanceRecord' || page?.id === 'maintenanceReview' ? page : null;
  // The list's two paths share its heading (保修紀錄); a record's pages name themselves.
  const heading = titleOf(record ? record.id : 'maintenance');
  return (
    <div style={{ maxWidth: 1280, margin: '0 auto', padding: '8px 12px' }}>
      <h1 style={VISUALLY_HIDDEN}>{heading}</h1>
      {record && <BackLink of={record.id} />}
      {!record && (
        <fms-maintenance-records onrecordopen={(e) => void navigate(dataPath(e.detail.recordUid))}
          onrecordreview={(e) => void navigate(reviewPath(e.detail.recordUid))} />
      )}
      {record?.id === 'maintenanceRecord' && <fms-maintenance-record key={record.params.uid} record-uid={record.params.uid} />}
      {record?.id === 'maintenanceReview' && (
        <fms-maintenance-record key={record.params.uid || 'none'} record-uid={record.params.uid || undefined} review
          onrecordopen={(e) => void navigate(dataPath(e.detail.recordUid))} />
      )}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(MaintenancePage);
