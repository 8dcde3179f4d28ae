import { deleteMaintenanceCycles, listMaintenanceCycles } from '../../../../core/api/maintenance';
import { maintenanceCycle, type Cycle } from '../../../../core/api/contract/maintenance';
import { CYCLE_CATEGORIES, CYCLE_CATEGORY_KEYS, type CycleCategoryKey } from '../../../../core/api/contract/vocabulary/work';
import { carsText, categoryLabel, intervalText } from '../../../../core/maintenance-cycles';
import { $managedCarOptions, createListResource, createMutation, pageOf } from '../../../../core/resource';
import { BADGE_CSS, DIALOG_CSS, ToastRegion, TOAST_CSS, uiCss, type DataTableColumn } from '../../../shared/ui';
import { ListPage, PAGE_KIT_CSS, type FilterField } from '../../../shared/ui/page-kit';
import { useResource } from '../../../shared/ui/use-resource';

export interface MaintenanceCyclesProps {
  /** 新增保養週期: the host opens the cycle editor for a new cycle. */
  onCycleAdd?: (detail: Record<string, never>) => void;
  /** 編輯 on a row, or the row opened: the host opens the cycle editor for it. */
  onCycleEdit?: (detail: { cycleUid: string }) => void;
}

/** The filters as the filter bar holds them ('' or undefined: any). */
interface CycleFilters {
  keyword?: string;
  category?: string;
  carUid?: string;
}

const FILTERS: readonly FilterField<CycleFilters>[] = [
  { key: 'keyword', label: '週期名稱', kind: 'text', maxLength: 50 },
  { key: 'category', label: '類別', kind: 'select', options: CYCLE_CATEGORY_KEYS.map((key) => ({ value: key, label: CYCLE_CATEGORIES[key] })) },
  { key: 'carUid', label: '車號', kind: 'select', options: $managedCarOptions },
];

const COLUMNS: DataTableColumn<Cycle>[] = [
  { key: 'name', header: '週期名稱', cell: (c) => <strong>{c.name}</strong> },
  { key: 'category', header: '類別', cell: (c) => <span className="nowrap">{categoryLabel(c.category)}</span> },
  { key: 'interval', header: '週期', cell: (c) => intervalText(c) },
  { key: 'items', header: '保修項目', cell: (c) => (c.items.length ? c.items.map((i) => i.name).join('、') : '—') },
  { key: 'cars', header: '適用車輛', cell: (c) => <span title={c.carList.map((car) => car.carNo).join('、')}>{carsText(c.carList)}</span> },
];

const loadPage = async (q: { offset: number; limit: number; filters: CycleFilters }) => pageOf(await listMaintenanceCycles({
  keyword: q.filters.keyword?.trim() || undefined,
  category: (q.filters.category || undefined) as CycleCategoryKey | undefined,
  carUid: q.filters.carUid || undefined,
  offset: q.offset,
  limit: q.limit,
}));

/**
 * The maintenance cycles of /maintenanceCycle (spec 2.11 'Maintenance: cycles with add, edit and
 * delete', 3, 7.8): filtered by name, category and car, rows per page and pages; add, edit, and delete
 * one or several — the confirmation names them and says their cars no longer follow them.
 */
export function MaintenanceCycles({ onCycleAdd, onCycleEdit }: MaintenanceCyclesProps) {
  const list = useResource(() => createListResource<Cycle, CycleFilters>({ load: loadPage }));
  const remove = useResource(() => createMutation(deleteMaintenanceCycles, '刪除失敗，請稍後再試。'));
  const edit = (c: Cycle) => onCycleEdit?.({ cycleUid: c.uid });
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, DIALOG_CSS, TOAST_CSS, OWN_CSS)}</style>
      <div className="maintenance-cycles" part="base">
        <ListPage<Cycle, CycleFilters> heading="保修週期" resource={list} filters={FILTERS} columns={COLUMNS}
          rowKey={(c) => c.uid} rowName={(c) => c.name} emptyText="尚無保養週期"
          create={{ endpoint: maintenanceCycle.create, label: '新增保養週期', onCreate: () => onCycleAdd?.({}) }}
          edit={{ endpoint: maintenanceCycle.update, onEdit: edit }}
          remove={{
            endpoint: maintenanceCycle.remove, mutation: remove, heading: '刪除保養週期',
            note: '刪除後，適用的車輛不再依此週期提醒保養；已有的保修紀錄會保留。',
          }}
          onRowActivate={onCycleEdit ? edit : undefined} />
      </div>
      <ToastRegion />
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.maintenance-cycles { min-width: 0; }
.nowrap { white-space: nowrap; }
.delete-note { margin: 0 0 var(--_space-2); color: var(--_danger); }
`;
