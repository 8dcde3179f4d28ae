import '../../elements/fleet/enterprise-form/enterprise-form.element';
import { reactApplication } from '../shared/react-app';
import { titleOf } from '../../core/pages/details';

/** Fleet data /enterprise (spec 2.11, P_P10): the enterprise's data and code. */
function EnterprisePage() {
  return (
    <div style={{ maxWidth: 800, margin: '0 auto' }}>
      <h1 style={{ fontSize: '1.4rem', margin: '0 0 16px' }}>{titleOf('enterprise')}</h1>
      <fms-enterprise-form></fms-enterprise-form>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(EnterprisePage);
