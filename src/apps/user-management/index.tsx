import '../../elements/fleet/user-list/user-list.element';
import '../../elements/fleet/user-form/user-form.element';
import { reactApplication } from '../shared/react-app';
import { useFormView, VISUALLY_HIDDEN } from '../shared/form-view';
import { titleOf } from '../../core/pages/details';

/** /userManagement (spec 2.11 'users', P_P07): the accounts, and the form of a new or chosen one. */
function UserManagementPage() {
  const { view, show } = useFormView();
  return (
    <div style={{ maxWidth: 1280, margin: '0 auto' }}>
      <h1 style={VISUALLY_HIDDEN}>{titleOf('userManagement')}</h1>
      {view.mode === 'list'
        ? <fms-user-list onuseradd={() => show({ mode: 'add' })} onuseredit={(e) => show({ mode: 'edit', uid: e.detail.uid })} />
        : <fms-user-form key={view.mode === 'edit' ? view.uid : 'new'} user-uid={view.mode === 'edit' ? view.uid : undefined}
          onusersave={() => show({ mode: 'list' })} oneditcancel={() => show({ mode: 'list' })} />}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(UserManagementPage);
