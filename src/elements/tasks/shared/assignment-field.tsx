import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $driverOptions, $managedCarOptions } from '../../../core/resource';
import { driversCar } from '../../../core/catalogue/people';
import { FieldError, RequiredMark, Select } from '../../shared/ui';
import { useChoices, type CustomFieldProps } from '../../shared/ui/page-kit';

import type { Assignment } from '../../../core/tasks';

/**
 * Driver and car (spec 3, 5): choosing a driver proposes the driver's car — the first carList
 * entry, only if under management and not deleted (core driversCar) — and choosing a car proposes
 * its assigned driver (issue 22, 8). A proposal never replaces a driver or car the user picked
 * themselves in this form, so any pair can be made (otherwise picking driver A then car Y would
 * swap A for Y's driver, and picking A again would swap Y back). The car list holds managed cars
 * only. Used by the task form and the dispatch schedule form.
 */
export function AssignmentField({ id, label, value, onChange, error, required, disabled }: CustomFieldProps<Assignment>) {
  const drivers = useStore($driverOptions);
  const cars = useChoices($managedCarOptions);
  const carRows = useStore($managedCarOptions).rows;
  // Which of the two the user picked here; a loaded or proposed value may still be replaced.
  const [picked, setPicked] = useState({ driver: false, car: false });
  function chooseDriver(driverUid: string) {
    setPicked((p) => ({ ...p, driver: !!driverUid }));
    const car = driversCar(drivers.rows.find((d) => d.uid === driverUid)?.carList);
    const managed = car && cars.options.some((o) => o.value === car.carUid);
    onChange({ driverUid, carUid: managed && !picked.car ? car.carUid : value.carUid });
  }
  function chooseCar(carUid: string) {
    setPicked((p) => ({ ...p, car: !!carUid }));
    const driverUid = carRows.find((c) => c.uid === carUid)?.driverUid;
    const known = driverUid && drivers.options.some((o) => o.value === driverUid);
    onChange({ carUid, driverUid: known && !picked.driver ? driverUid : value.driverUid });
  }
  return (
    <fieldset id={id} className={`field field-group${error ? ' field-invalid' : ''}`} disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-legend">{required && <RequiredMark />}{label}</legend>
      <div className="pair-row">
        <Select label="駕駛" required options={drivers.options} placeholder={drivers.loading ? '載入中…' : '請選擇駕駛'}
          value={value.driverUid} onChange={(e) => chooseDriver(e.target.value)} />
        <Select label="車號" required options={cars.options} placeholder={cars.loading ? '載入中…' : '選擇車號'} hint="僅列出已納管車輛，選擇後帶入指派駕駛"
          value={value.carUid} onChange={(e) => chooseCar(e.target.value)} />
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
