import '../../elements/operation-log/operation-log.element';
import { reactApplication } from '../shared/react-app';
import { VISUALLY_HIDDEN } from '../shared/form-view';
import { titleOf } from '../../core/pages';

/** /log (spec 2.1, 2.11; P_P19): the operation log, `fms-operation-log`. */
function LogPage() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <h1 style={VISUALLY_HIDDEN}>{titleOf('log')}</h1>
      <fms-operation-log></fms-operation-log>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(LogPage);
