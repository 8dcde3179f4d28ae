import '../../elements/maintenance/cycles/maintenance-cycles/maintenance-cycles.element';
import '../../elements/maintenance/cycles/cycle-editor/cycle-editor.element';
import { reactApplication } from '../shared/react-app';
import { useFormView, VISUALLY_HIDDEN } from '../shared/form-view';
import { titleOf } from '../../core/pages/details';

/**
 * /maintenanceCycle (spec 2.1, 2.11 'Maintenance: cycles with add, edit and delete'; the menu item
 * needs P_P38, the page P_P39, spec 6): the cycle list (`fms-maintenance-cycles`), and the editor of a
 * new or chosen cycle (`fms-cycle-editor`) kept in the query (?add=1, ?edit=<uid>).
 */
function MaintenanceCyclePage() {
  const { view, show } = useFormView();
  return (
    <div style={{ maxWidth: 1280, margin: '0 auto', padding: '8px 12px' }}>
      <h1 style={VISUALLY_HIDDEN}>{titleOf('maintenanceCycle')}</h1>
      {view.mode === 'list'
        ? <fms-maintenance-cycles oncycleadd={() => show({ mode: 'add' })} oncycleedit={(e) => show({ mode: 'edit', uid: e.detail.cycleUid })} />
        : <fms-cycle-editor key={view.mode === 'edit' ? view.uid : 'new'} cycle-uid={view.mode === 'edit' ? view.uid : undefined}
          oncyclesave={() => show({ mode: 'list' })} oncyclecancel={() => show({ mode: 'list' })} />}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(MaintenanceCyclePage);
