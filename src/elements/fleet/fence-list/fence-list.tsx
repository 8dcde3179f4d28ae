import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { deleteFences, listFences } from '../../../core/api/fence';
import { fence as fenceEndpoints, FENCE_ICON_TYPE_KEYS, type Fence, type FenceIconType } from '../../../core/api/contract/fence';
import { fenceIconLabel } from '../../../core/catalogue/fences';
import { createListResource, createMutation, pageOf, refreshFences } from '../../../core/resource';
import { uiCss, type DataTableColumn } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, type FilterField } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { FencesMap } from './fences-map';
import { iconSummary, shapeSummary, triggerSummary, updatedSummary } from './fence-summary';

export interface FenceListProps {
  /** 編輯 on a row: the host opens /fence/edit/{uid}. */
  onFenceOpen?: (detail: { fenceUid: string; name: string }) => void;
  /** 新增圍籬: the host opens /fence/add. */
  onFenceAdd?: (detail: Record<string, never>) => void;
}

type Filters = { keyword?: string; iconType?: FenceIconType };

const FILTERS: FilterField<Filters>[] = [
  { key: 'keyword', label: '圍籬名稱', kind: 'text', maxLength: 50 },
  { key: 'iconType', label: '圖示類型', kind: 'select', options: FENCE_ICON_TYPE_KEYS.map((t) => ({ value: t, label: fenceIconLabel(t) })) },
];

const COLUMNS: DataTableColumn<Fence>[] = [
  { key: 'name', header: '圍籬名稱', cell: (f) => f.name },
  { key: 'iconType', header: '圖示類型', cell: iconSummary },
  { key: 'shape', header: '範圍', cell: (f) => shapeSummary(f.shape) },
  { key: 'triggers', header: '觸發條件', cell: (f) => triggerSummary(f.triggers) },
  { key: 'updatedAt', header: '更新時間', cell: updatedSummary },
];

const OWN_CSS = `
:host { display: block; }
.fence-layout { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: var(--_space-3); align-items: start; }
.fences-map { height: var(--fms-fence-map-height, 480px); min-height: 240px; border: 1px solid var(--_border); border-radius: var(--_radius); position: sticky; top: var(--_space-2); }
@media (max-width: 900px) { .fence-layout { grid-template-columns: minmax(0, 1fr); } .fences-map { position: relative; top: auto; height: 320px; } }
`;

/**
 * The geofences of the enterprise (spec 2.11 'geofences', 7.6; /fence, P_P08): newest first, by name
 * keyword and icon type, with add, edit and delete (confirmed by name), and the page's fences drawn
 * on a map that keeps its own zoom and centre. Activating a row brings its fence into view.
 */
export function FenceList({ onFenceOpen, onFenceAdd }: FenceListProps) {
  const list = useResource(() => createListResource<Fence, Filters>({
    load: async (q) => pageOf(await listFences({ ...q.filters, offset: q.offset, limit: q.limit })),
  }));
  // The monitor map's cached fences follow a delete.
  const remove = useResource(() => createMutation((uids: string[]) => deleteFences(uids).finally(() => void refreshFences())));
  const { rows } = useStore(list.$state);
  const [focusUid, setFocusUid] = useState<string | null>(null);

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, OWN_CSS)}</style>
      <div className="fence-layout" part="base">
        <ListPage heading="圍籬管理" resource={list} columns={COLUMNS} filters={FILTERS} rowKey={(f) => f.uid} rowName={(f) => f.name}
          create={{ endpoint: fenceEndpoints.create, label: '新增圍籬', onCreate: () => onFenceAdd?.({}) }}
          edit={{ endpoint: fenceEndpoints.update, onEdit: (f) => onFenceOpen?.({ fenceUid: f.uid, name: f.name }) }}
          remove={{ endpoint: fenceEndpoints.remove, mutation: remove, heading: '刪除圍籬' }}
          onRowActivate={(f) => setFocusUid(f.uid)} />
        <FencesMap fences={rows} focusUid={focusUid} />
      </div>
    </>
  );
}
