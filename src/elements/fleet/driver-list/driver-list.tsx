import { useState } from 'react';
import { cars } from '../../../core/api/contract/cars';
import { users, type DriverRow } from '../../../core/api/contract/users';
import { deleteUsers, listDrivers } from '../../../core/api/users';
import { driversCar, LICENSE_CLASS_LABELS } from '../../../core/catalogue';
import { $departmentOptions, createListResource, createMutation, pageOf } from '../../../core/resource';
import { AppLink } from '../../shared/account/app-link';
import { Button, TOAST_CSS, ToastRegion, uiCss, type DataTableColumn } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, useCanCall, type FilterField } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { CarAssignDialog } from './car-assign-dialog';
import { DRIVER_CAR_LABELS } from '../../../core/api/contract/vocabulary/people';
import { choicesOf } from '../../../core/catalogue/lookup';
import { pathOf } from '../../../core/pages/paths';

export interface DriverListProps {
  onDriverAdd?: (detail: Record<string, never>) => void;
  onDriverEdit?: (detail: { uid: string; name: string }) => void;
}

interface DriverFilters {
  keyword?: string;
  departmentUid?: string;
  hasCar?: string;
}

const FILTERS: readonly FilterField<DriverFilters>[] = [
  { key: 'keyword', label: '關鍵字', kind: 'text', placeholder: '姓名、帳號、手機或員工編號', maxLength: 40 },
  { key: 'departmentUid', label: '部門', kind: 'select', options: $departmentOptions, allLabel: '全部部門' },
  { key: 'hasCar', label: '車輛', kind: 'select', options: choicesOf(DRIVER_CAR_LABELS), allLabel: '全部' },
];

const licenseText = (d: DriverRow) => {
  const label = d.licenseClass ? LICENSE_CLASS_LABELS[d.licenseClass as keyof typeof LICENSE_CLASS_LABELS] ?? d.licenseClass : '';
  return [label, d.licenseExpiry ? `${d.licenseExpiry} 到期` : ''].filter(Boolean).join('，') || '—';
};

const COLUMNS: readonly DataTableColumn<DriverRow>[] = [
  { key: 'employeeNo', header: '員工編號', cell: (d) => d.employeeNo || '—' },
  { key: 'zhName', header: '姓名', cell: (d) => <span className="nowrap">{d.zhName}</span> },
  { key: 'name', header: '帳號', cell: (d) => <span className="nowrap">{d.name}</span> },
  { key: 'mobile', header: '手機', cell: (d) => d.mobile || '—' },
  { key: 'department', header: '部門', cell: (d) => d.departmentName ?? '—' },
  // Spec 3, 5: the first carList entry, when managed and not deleted.
  { key: 'car', header: '車輛', cell: (d) => <span className="nowrap">{driversCar(d.carList)?.carNo ?? '未指派'}</span> },
  { key: 'license', header: '駕照', cell: licenseText },
  // Spec 2.11 'Driver performance': the driver's charts and scores (/driver/performance/{uid}).
  {
    key: 'performance', header: '績效', cell: (d) => (
      <AppLink href={pathOf('driverPerformance', { uid: d.uid })} aria-label={`駕駛績效 ${d.zhName}`}>績效</AppLink>
    ),
  },
];

/** The drivers page (spec 2.11 'drivers', 7.5; /driver/management, P_P12), by employee number as the server orders them. */
export function DriverList({ onDriverAdd, onDriverEdit }: DriverListProps) {
  const list = useResource(() => createListResource<DriverRow, DriverFilters>({
    load: async (q) => pageOf(await listDrivers({
      keyword: q.filters.keyword, departmentUid: q.filters.departmentUid,
      hasCar: q.filters.hasCar === undefined ? undefined : q.filters.hasCar === 'true',
      offset: q.offset, limit: q.limit,
    })),
  }));
  const remove = useResource(() => createMutation(deleteUsers));
  const canAssign = useCanCall(cars.update);
  const [assigning, setAssigning] = useState<DriverRow | null>(null);
  const columns = canAssign
    ? [...COLUMNS, {
      key: 'assign', header: '指派', cell: (d: DriverRow) => (
        <Button small variant="link" aria-label={`指派車輛 ${d.zhName}`} onClick={() => setAssigning(d)}>指派車輛</Button>
      ),
    }]
    : COLUMNS;

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, TOAST_CSS, DRIVER_LIST_CSS)}</style>
      <div className="driver-list" part="base">
        <ListPage heading="駕駛管理" resource={list} columns={columns} filters={FILTERS} rowKey={(d) => d.uid} rowName={(d) => d.zhName}
          create={{ endpoint: users.create, label: '新增駕駛', onCreate: () => onDriverAdd?.({}) }}
          edit={{ endpoint: users.update, onEdit: (d) => onDriverEdit?.({ uid: d.uid, name: d.name }) }}
          remove={{ endpoint: users.remove, mutation: remove, heading: '刪除駕駛' }} />
      </div>
      {assigning && (
        <CarAssignDialog key={assigning.uid} driver={assigning} onClose={() => setAssigning(null)}
          onAssigned={() => { setAssigning(null); void list.reload(); }} />
      )}
      <ToastRegion />
    </>
  );
}

const DRIVER_LIST_CSS = `
:host { display: block; }
.driver-list { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-1); padding: var(--_space-4); min-width: 0; }
.nowrap { white-space: nowrap; }
.load-error { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); }
@media (max-width: 480px) { .driver-list { padding: var(--_space-2); } }
`;
