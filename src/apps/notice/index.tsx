import '../../elements/notice-list/notice-list.element';
import { reactApplication } from '../shared/react-app';
import { titleOf } from '../../core/pages';

/** The page's h1 for screen readers; the element's own heading shows the same word. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The notifications page /notice (spec 2.11, P_P17): the list element in the default layout. */
function NoticePage() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <h1 style={VISUALLY_HIDDEN}>{titleOf('notice')}</h1>
      <fms-notice-list></fms-notice-list>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(NoticePage);
