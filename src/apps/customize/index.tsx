import '../../elements/settings/custom-content/custom-content.element';
import { reactApplication } from '../shared/react-app';
import { titleOf } from '../../core/pages/details';

/** Custom content /customize (spec 2.11, P_P18): the rich-text editor and its preview. */
function CustomizePage() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <h1 style={{ fontSize: '1.4rem', margin: '0 0 16px' }}>{titleOf('customize')}</h1>
      <fms-custom-content></fms-custom-content>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(CustomizePage);
