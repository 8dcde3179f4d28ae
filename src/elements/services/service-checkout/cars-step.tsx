import { useEffect } from 'react';
import { fetchAvailableCars } from '../../../core/api/plus';
import { formatTaipei } from '../../../core/format';
import { PURCHASE_MESSAGES, toggleCars, type DraftCar, type PurchaseDraft } from '../../../core/plus/purchase';
import { createListResource, pageOf } from '../../../core/resource';
import { Button, DataTable, FieldError, StatusTag, type DataTableColumn } from '../../shared/ui';
import { FilterBar, type FilterField } from '../../shared/ui/page-kit';
import { useLatest, useListPage, useResource } from '../../shared/ui/use-resource';

/**
 * Step 1 (/serviceManagement/step1, /serviceManagement/app/step1): the cars that may get the chosen
 * service type (POST available with a plan of that type), paged and searchable by car number, each
 * with the end of its current service. A car in another open order of the type is shown but cannot
 * be chosen, with the reason. With `fixedCar` (the app) only that car is offered, chosen at once
 * when it is available.
 */

interface AvailableCar {
  carUid: string;
  carNo: string;
  activeUntil: number | null;
  available: boolean;
}

type Filters = { carNo?: string };
const FILTERS: FilterField<Filters>[] = [{ key: 'carNo', label: '車號', kind: 'text', maxLength: 20 }];
const PAGE_SIZES = [10, 20, 50] as const;

const draftCar = (car: AvailableCar): DraftCar => ({ carUid: car.carUid, carNo: car.carNo });

export interface CarsStepProps {
  draft: PurchaseDraft;
  /** A plan of the chosen type: availability is asked per plan. */
  planUid: string;
  fixedCar?: string;
  error?: string;
}

export function CarsStep({ draft, planUid, fixedCar, error }: CarsStepProps) {
  const latest = useLatest({ planUid, fixedCar });
  const list = useResource(() => createListResource<AvailableCar, Filters>({
    pageSize: 10,
    errorText: '無法讀取可購買的車輛，請稍後再試。',
    load: async (q) => {
      const page = pageOf(await fetchAvailableCars({ planUid: latest.current.planUid, carNo: q.filters.carNo || undefined, offset: q.offset, limit: q.limit }));
      const only = latest.current.fixedCar;
      return only ? { rows: page.rows.filter((c) => c.carUid === only), total: page.rows.some((c) => c.carUid === only) ? 1 : 0 } : page;
    },
  }));
  const { state, page, changePage } = useListPage(list);
  const chosen = new Set(draft.cars.map((c) => c.carUid));

  // The app's car is chosen for the user when it may be bought.
  const fixedRow = fixedCar ? state.rows.find((c) => c.carUid === fixedCar) : undefined;
  useEffect(() => {
    if (fixedRow?.available && !chosen.has(fixedRow.carUid)) toggleCars([draftCar(fixedRow)], true);
  }, [fixedRow?.carUid, fixedRow?.available]);

  const columns: DataTableColumn<AvailableCar>[] = [
    {
      key: 'pick', header: '選取', width: 64, align: 'center',
      cell: (car) => (
        <input type="checkbox" aria-label={`選取 ${car.carNo}`} checked={chosen.has(car.carUid)} disabled={!car.available || !!fixedCar}
          aria-describedby={car.available ? undefined : `why-${car.carUid}`}
          onChange={(e) => toggleCars([draftCar(car)], e.target.checked)} />
      ),
    },
    { key: 'carNo', header: '車號', cell: (car) => car.carNo },
    { key: 'until', header: '目前服務到期日', cell: (car) => (car.activeUntil ? formatTaipei(car.activeUntil, 'YYYY-MM-DD') : '尚未購買') },
    {
      key: 'state', header: '狀態',
      cell: (car) => (car.available
        ? <StatusTag tone="success">可購買</StatusTag>
        : <span id={`why-${car.carUid}`}><StatusTag tone="warning">不可選取</StatusTag> <span className="why">{PURCHASE_MESSAGES.unavailable}</span></span>),
    },
  ];
  const pageCars = state.rows.filter((c) => c.available);

  return (
    <div className="cars-step">
      {!fixedCar && <FilterBar<Filters> label="搜尋車輛" fields={FILTERS} value={state.filters} onApply={(f) => void list.setFilters({ carNo: f.carNo ?? '' })} />}
      {!fixedCar && (
        <div className="cars-actions">
          <Button small disabled={pageCars.length === 0} onClick={() => toggleCars(pageCars.map(draftCar), true)}>選取本頁可購買車輛</Button>
          <Button small disabled={draft.cars.length === 0} onClick={() => toggleCars(draft.cars, false)}>清除選取</Button>
        </div>
      )}
      <p className="cars-count" role="status">已選 {draft.cars.length} 輛{draft.cars.length > 0 && `：${draft.cars.map((c) => c.carNo).join('、')}`}</p>
      {error && <FieldError>{error}</FieldError>}
      <DataTable<AvailableCar> ariaLabel="可購買的車輛" columns={columns} rows={state.rows} rowKey={(c) => c.carUid}
        loading={state.loading} error={state.error} onRetry={() => void list.reload()} emptyText="查無可購買的車輛"
        paging={fixedCar ? undefined : {
          offset: page.offset, limit: page.limit, total: page.total, pageSizes: PAGE_SIZES,
          onPageChange: (offset, limit) => void changePage(offset, limit),
        }} />
    </div>
  );
}
