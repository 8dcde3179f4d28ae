import '../../elements/fleet/driver-list/driver-list.element';
import '../../elements/fleet/user-form/user-form.element';
import { reactApplication } from '../shared/react-app';
import { useFormView, VISUALLY_HIDDEN } from '../shared/form-view';
import { titleOf } from '../../core/pages/details';

/** /driver/management (spec 2.11 'drivers', P_P12): the drivers with their cars, and a driver's form. */
function DriverManagementPage() {
  const { view, show } = useFormView();
  return (
    <div style={{ maxWidth: 1280, margin: '0 auto' }}>
      <h1 style={VISUALLY_HIDDEN}>{titleOf('driverManagement')}</h1>
      {view.mode === 'list'
        ? <fms-driver-list ondriveradd={() => show({ mode: 'add' })} ondriveredit={(e) => show({ mode: 'edit', uid: e.detail.uid })} />
        : <fms-user-form driver key={view.mode === 'edit' ? view.uid : 'new'} user-uid={view.mode === 'edit' ? view.uid : undefined}
          onusersave={() => show({ mode: 'list' })} oneditcancel={() => show({ mode: 'list' })} />}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(DriverManagementPage);
