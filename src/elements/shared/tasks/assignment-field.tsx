import { useStore } from '@nanostores/react';
import { $driverOptions, $managedCarOptions } from '../../../core/resource';
import { driversCar } from '../../../core/catalogue/people';
import { FieldError, RequiredMark, Select } from '../ui';
import { useChoices, type CustomFieldProps } from '../ui/page-kit';

import type { Assignment } from '../../../core/tasks';

/**
 * Driver and car (spec 3, 5): choosing a driver proposes the driver's car — the first carList
 * entry, only if under management and not deleted (core driversCar); the car list holds managed
 * cars only. Used by the task form and the dispatch schedule form.
 */
export function AssignmentField({ id, label, value, onChange, error, required, disabled }: CustomFieldProps<Assignment>) {
  const drivers = useStore($driverOptions);
  const cars = useChoices($managedCarOptions);
  function chooseDriver(driverUid: string) {
    const car = driversCar(drivers.rows.find((d) => d.uid === driverUid)?.carList);
    const managed = car && cars.options.some((o) => o.value === car.carUid);
    onChange({ driverUid, carUid: managed ? car.carUid : value.carUid });
  }
  return (
    <fieldset id={id} className={`field field-group${error ? ' field-invalid' : ''}`} disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-legend">{required && <RequiredMark />}{label}</legend>
      <div className="pair-row">
        <Select label="駕駛" required options={drivers.options} placeholder={drivers.loading ? '載入中…' : '請選擇駕駛'}
          value={value.driverUid} onChange={(e) => chooseDriver(e.target.value)} />
        <Select label="車號" required options={cars.options} placeholder={cars.loading ? '載入中…' : '選擇車號'} hint="僅列出已納管車輛"
          value={value.carUid} onChange={(e) => onChange({ ...value, carUid: e.target.value })} />
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
