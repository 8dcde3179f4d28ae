import { listCars } from '../../../core/api/cars';
import type { ModelGroup } from '../../../core/api/contract/cars';
import type { Static } from '@sinclair/typebox';
import { MODEL_GROUP_CHOICES } from '../../../core/cars';
import { $departmentOptions, pageOf, type ListQuery } from '../../../core/resource';
import type { FilterField } from '../../shared/ui/page-kit';
import { carStatusLabel } from '../../../core/catalogue/cars';
import { CAR_ENABLED_LABELS } from '../../../core/api/contract/vocabulary/cars';
import { choicesOf } from '../../../core/catalogue/lookup';

/** The car list's filters as the filter bar holds them (text; '' or undefined means any). */
export interface CarFilters {
  keyword?: string;
  departmentUid?: string;
  modelGroup?: string;
  enabledCode?: string;
  hasDevice?: string;
}

/** Search and filters of spec 2.11 'cars': number, department, model group, under management or not, devices. */
export const CAR_FILTERS: readonly FilterField<CarFilters>[] = [
  { key: 'keyword', label: '車號', kind: 'text', maxLength: 20, placeholder: '輸入部分車號' },
  { key: 'departmentUid', label: '部門', kind: 'select', options: $departmentOptions },
  { key: 'modelGroup', label: '車型系列', kind: 'select', options: MODEL_GROUP_CHOICES },
  { key: 'enabledCode', label: '納管狀態', kind: 'select', options: choicesOf(CAR_ENABLED_LABELS) },
  { key: 'hasDevice', label: '設備', kind: 'select', options: [{ value: 'true', label: '已安裝設備' }, { value: 'false', label: carStatusLabel('nodevice') }] },
];

const yesNo = (value: string | undefined) => (value === 'true' ? true : value === 'false' ? false : undefined);

/** One page of cars for the list resource: the filters as the call's body (by car number, the server's order). */
export async function loadCarPage(q: ListQuery<CarFilters>) {
  const f = q.filters;
  return pageOf(await listCars({
    keyword: f.keyword || undefined,
    departmentUid: f.departmentUid || undefined,
    modelGroup: (f.modelGroup || undefined) as Static<typeof ModelGroup> | undefined,
    enabledCode: yesNo(f.enabledCode),
    hasDevice: yesNo(f.hasDevice),
    offset: q.offset,
    limit: q.limit,
  }));
}
