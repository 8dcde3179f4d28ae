import '../../elements/settings/settings-form/settings-form.element';
import '../../elements/settings/option-lists/option-lists.element';
import { reactApplication } from '../shared/react-app';
import { titleOf } from '../../core/pages/details';

/** Parameters /setting (spec 2.11, P_P09): the enterprise's parameters, then its option lists. */
function SettingPage() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 24 }}>
      <h1 style={{ fontSize: '1.4rem', margin: 0 }}>{titleOf('setting')}</h1>
      <fms-settings-form></fms-settings-form>
      <fms-option-lists></fms-option-lists>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(SettingPage);
