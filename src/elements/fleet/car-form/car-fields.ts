import { CAR_CHECKS, type CarFormValues } from '../../../core/cars';
import { $carKindOptions, $departmentOptions, $driverOptions, $etcTypeOptions, $fuelTypeOptions } from '../../../core/resource';
import type { FormFieldSpec } from '../../shared/ui/page-kit';

const NUMBER_HINT = '未安裝請留空';

/**
 * The fields of the car form, declared once (spec 3 'Car', 7.4 options): car number and model are
 * required; car kind, e-tag type and fuel type come from their catalogues, department and driver
 * from the enterprise's; the devices a car carries need its device id.
 */
export const CAR_FIELDS: readonly FormFieldSpec<CarFormValues>[] = [
  { name: 'carNo', label: '車號', kind: 'text', required: true, maxLength: 9, placeholder: 'KLA-2381', autoComplete: 'off', validate: CAR_CHECKS.carNo },
  { name: 'model', label: '車型', kind: 'text', required: true, maxLength: 12, placeholder: 'XZU720', autoComplete: 'off', validate: CAR_CHECKS.model },
  { name: 'carKind', label: '車種', kind: 'select', options: $carKindOptions },
  { name: 'etcType', label: 'eTag 車種', kind: 'select', options: $etcTypeOptions },
  { name: 'fuelType', label: '燃料', kind: 'select', options: $fuelTypeOptions },
  { name: 'departmentUid', label: '部門', kind: 'select', options: $departmentOptions },
  { name: 'driverUid', label: '駕駛', kind: 'select', options: $driverOptions },
  { name: 'manufactureYear', label: '出廠年份', kind: 'number', maxLength: 4, validate: CAR_CHECKS.manufactureYear },
  { name: 'vin', label: '車身號碼', kind: 'text', maxLength: 17, autoComplete: 'off', validate: CAR_CHECKS.vin },
  {
    name: 'udid', label: '設備編號', kind: 'text', maxLength: 32, autoComplete: 'off', hint: '車機的編號；安裝外接設備前須填寫',
    validate: (v, values) => CAR_CHECKS.udid(v) ?? CAR_CHECKS.devicesNeedUdid(values),
  },
  { name: 'dvrChannels', label: 'DVR 路數', kind: 'number', hint: `1 到 16；${NUMBER_HINT}`, serverFields: ['devices.dvr'], validate: CAR_CHECKS.dvrChannels },
  { name: 'coldChainSensors', label: '冷鏈感測器數', kind: 'number', hint: `1 到 8；${NUMBER_HINT}`, serverFields: ['devices.coldChain'], validate: CAR_CHECKS.coldChainSensors },
  { name: 'tpmsTyres', label: 'TPMS 輪胎數', kind: 'number', hint: `4 到 22；${NUMBER_HINT}`, serverFields: ['devices.tpms'], validate: CAR_CHECKS.tpmsTyres },
  { name: 'dms', label: 'DMS 駕駛監控', kind: 'checkbox', serverFields: ['devices.dms'] },
  { name: 'tachograph', label: '數位行車紀錄器', kind: 'checkbox', serverFields: ['devices.tachograph'] },
  { name: 'note', label: '備註', kind: 'textarea', maxLength: 200, rows: 3 },
];
