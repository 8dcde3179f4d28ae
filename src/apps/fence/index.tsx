import '../../elements/fleet/fence-list/fence-list.element';
import '../../elements/fleet/fence-editor/fence-editor.element';
import '../../elements/fleet/route-list/route-list.element';
import { useStore } from '@nanostores/react';
import { useRef, type KeyboardEvent } from 'react';
import { $location, navigate } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';
import { matchPage, pathOf } from '../../core/pages';
import { titleOf } from '../../core/pages/details';

/** The tabs of /fence: the geofences, and the common routes (?tab=routes). */
type FenceTab = 'fences' | 'routes';

const TABS: { key: FenceTab; label: string }[] = [{ key: 'fences', label: '圍籬' }, { key: 'routes', label: '常用路線' }];

/** /fence: two tabs, the geofences and the common routes (both P_P08; spec 1 'manage geofences and common routes'). */
function FenceTabs({ tab }: { tab: FenceTab }) {
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const open = (key: FenceTab, focus = false) => {
    void navigate({ path: pathOf('fence'), query: key === 'routes' ? { tab: 'routes' } : {} }, { replace: true });
    if (focus) queueMicrotask(() => buttons.current[key]?.focus());
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    open(tab === 'fences' ? 'routes' : 'fences', true);
  };
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      <h1 style={{ margin: '0 0 8px', fontSize: '1.4rem' }}>{titleOf('fence')}</h1>
      <div role="tablist" aria-label={`${titleOf('fence')}分頁`} onKeyDown={keyDown} style={{ display: 'flex', gap: 4, borderBottom: '1px solid #cbd2d9', marginBottom: 12 }}>
        {TABS.map((t) => (
          <button key={t.key} type="button" role="tab" id={`fence-tab-${t.key}`} aria-selected={tab === t.key} aria-controls={`fence-panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1} ref={(el) => { buttons.current[t.key] = el; }} onClick={() => open(t.key)}
            style={{
              padding: '8px 16px', border: 0, background: 'none', font: 'inherit', cursor: 'pointer',
              borderBottom: tab === t.key ? '3px solid #1f6fb2' : '3px solid transparent', fontWeight: tab === t.key ? 700 : 400, color: '#1f2933',
            }}>
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`fence-panel-${tab}`} aria-labelledby={`fence-tab-${tab}`}>
        {tab === 'fences'
          ? <fms-fence-list onfenceadd={() => void navigate(pathOf('fenceAdd'))}
            onfenceopen={(event) => void navigate(pathOf('fenceEdit', { uid: event.detail.fenceUid }))} />
          : <fms-route-list />}
      </div>
    </div>
  );
}

/** The geofence pages (spec 2.1, 2.11; P_P08): /fence (list and common routes), /fence/add and /fence/edit/{uid}. */
function FencePage() {
  const { path, query } = useStore($location);
  const page = matchPage(path);
  if (page?.id === 'fence') return <FenceTabs tab={query.tab === 'routes' ? 'routes' : 'fences'} />;
  const uid = page?.id === 'fenceEdit' ? page.params.uid ?? '' : '';
  const back = () => void navigate(pathOf('fence'));
  return (
    <div style={{ padding: '8px 12px' }}>
      <fms-fence-editor key={uid || 'new'} fence-uid={uid || undefined} onfencesave={back} onfencecancel={back} />
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(FencePage);
