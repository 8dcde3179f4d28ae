import { useState } from 'react';
import { deleteCommonRoutes, getCommonRoute, listCommonRoutes } from '../../../core/api/routes';
import { commonRoutes, type CommonRoute, type CommonRouteSummary } from '../../../core/api/contract/routes';
import type { LatLng } from '../../../core/api/contract/geo';
import { formatDuration, formatMetresAsKm, formatTaipei } from '../../../core/format';
import { createListResource, createMutation, messageOf, pageOf } from '../../../core/resource';
import { Button, FieldError, showToast, uiCss, type DataTableColumn } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, useCanCall, useUnsavedChanges, type FilterField } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { RouteAdd } from './route-add';
import { RouteMap } from './route-map';
import { RouteRename } from './route-rename';

export interface RouteListProps {
  /** A common route was added, renamed or deleted. */
  onRouteChange?: (detail: { action: 'add' | 'rename' | 'delete'; routeUid?: string; name?: string }) => void;
}

type Filters = { keyword?: string };
const FILTERS: FilterField<Filters>[] = [{ key: 'keyword', label: '路線名稱', kind: 'text', maxLength: 50 }];

const COLUMNS: DataTableColumn<CommonRouteSummary>[] = [
  { key: 'name', header: '路線名稱', cell: (r) => r.name },
  { key: 'distance', header: '距離', cell: (r) => formatMetresAsKm(r.distance) },
  { key: 'duration', header: '預估時間', cell: (r) => formatDuration(r.duration) },
  { key: 'createdAt', header: '建立時間', cell: (r) => formatTaipei(r.createdAt, 'YYYY-MM-DD HH:mm') },
];

const OWN_CSS = `
:host { display: block; }
.route-layout { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: var(--_space-3); align-items: start; }
.route-side { display: grid; gap: var(--_space-1); position: sticky; top: var(--_space-2); }
.route-map { height: var(--fms-route-map-height, 420px); min-height: 240px; border: 1px solid var(--_border); border-radius: var(--_radius); }
.route-caption { margin: 0; color: var(--_muted); }
.route-add { display: grid; gap: var(--_space-2); }
.route-add h3 { margin: 0; }
.route-plan { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); margin: var(--_space-1) 0; }
.route-stops:focus { outline: none; }
@media (max-width: 900px) { .route-layout { grid-template-columns: minmax(0, 1fr); } .route-side { position: static; } .route-map { height: 300px; } }
`;

/**
 * Common routes (spec 1, 3 'Common route', 7.6; a tab of /fence, P_P08): list newest first, add one
 * planned over the roads, rename (only the name is sent) and delete (confirmed by name). The
 * activated route, or the route being planned, is drawn on the map.
 */
export function RouteList({ onRouteChange }: RouteListProps) {
  const list = useResource(() => createListResource<CommonRouteSummary, Filters>({
    load: async (q) => pageOf(await listCommonRoutes({ ...q.filters, offset: q.offset, limit: q.limit })),
  }));
  const remove = useResource(() => createMutation(async (uids: string[]) => {
    const body = await deleteCommonRoutes(uids);
    if (body.status === 0) onRouteChange?.({ action: 'delete' });
    return body;
  }));
  const canCreate = useCanCall(commonRoutes.create);
  const [adding, setAdding] = useState(false);
  const [dirty, setDirty] = useState(false);
  const unsavedChanges = useUnsavedChanges(adding && dirty, '新增的路線尚未儲存，確定要離開嗎？');
  const [renaming, setRenaming] = useState<CommonRouteSummary | null>(null);
  const [shown, setShown] = useState<{ caption: string; path: LatLng[] }>({ caption: '尚未選擇路線', path: [] });
  const [showError, setShowError] = useState('');

  async function show(route: CommonRouteSummary) {
    setShowError('');
    const body = await getCommonRoute(route.uid);
    if (body.status !== 0 || !body.data) return setShowError(messageOf(body, '讀取路線失敗'));
    setShown({ caption: body.data.name, path: body.data.path });
  }

  function closeAdd() {
    unsavedChanges.release();
    setAdding(false);
    setDirty(false);
    setShown({ caption: '尚未選擇路線', path: [] });
  }

  function saved(route: CommonRoute) {
    showToast(`已新增常用路線 ${route.name}`, 'success');
    closeAdd();
    setShown({ caption: route.name, path: route.path });
    void list.reload();
    onRouteChange?.({ action: 'add', routeUid: route.uid, name: route.name });
  }

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, OWN_CSS)}</style>
      <div className="route-layout" part="base">
        {adding
          ? (
            <section className="route-add" aria-labelledby="route-add-heading">
              <h3 id="route-add-heading">新增常用路線</h3>
              <RouteAdd onDirtyChange={setDirty} onSaved={saved}
                onPlan={(path) => setShown({ caption: path.length ? '規劃中的路線' : '尚未規劃路線', path })}
                onCancel={() => void (async () => {
                  if (!dirty || await unsavedChanges.ask()) closeAdd();
                })()} />
            </section>
          )
          : (
            <ListPage heading="常用路線" resource={list} columns={COLUMNS} filters={FILTERS} rowKey={(r) => r.uid} rowName={(r) => r.name}
              toolbarExtra={canCreate ? <Button variant="primary" onClick={() => setAdding(true)}>新增路線</Button> : undefined}
              edit={{ endpoint: commonRoutes.update, label: '重新命名', onEdit: setRenaming }}
              remove={{ endpoint: commonRoutes.remove, mutation: remove, heading: '刪除常用路線' }}
              onRowActivate={(r) => void show(r)} />
          )}
        <div className="route-side">
          <RouteMap path={shown.path} caption={shown.caption} />
          <p className="route-caption" aria-live="polite">{shown.path.length ? `地圖顯示：${shown.caption}` : '點選列表中的路線以在地圖上顯示'}</p>
          {showError && <FieldError>{showError}</FieldError>}
        </div>
      </div>
      <RouteRename route={renaming} onCancel={() => setRenaming(null)}
        onRenamed={(route) => {
          showToast(`已重新命名為 ${route.name}`, 'success');
          setRenaming(null);
          list.updateRows((r) => (r.uid === route.uid ? { ...r, name: route.name } : r));
          onRouteChange?.({ action: 'rename', routeUid: route.uid, name: route.name });
        }} />
      {unsavedChanges.dialog}
    </>
  );
}
