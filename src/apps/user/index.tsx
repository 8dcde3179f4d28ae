import '../../elements/account/user-profile/user-profile.element';
import '../../elements/account/password-change/password-change.element';
import { reactApplication } from '../shared/react-app';
import { titleOf } from '../../core/pages/details';

/** My account /user (spec 2.7, 2.11, P_P36): the profile and the password change side by side. */
function UserPage() {
  return (
    <div style={{ maxWidth: 1040, margin: '0 auto' }}>
      <h1 style={{ fontSize: '1.4rem', margin: '0 0 16px' }}>{titleOf('user')}</h1>
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', alignItems: 'start' }}>
        <fms-user-profile></fms-user-profile>
        <fms-password-change></fms-password-change>
      </div>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(UserPage);
