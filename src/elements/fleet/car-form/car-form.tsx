import { createCar, getCar, updateCar } from '../../../core/api/cars';
import { cars, type CarRow } from '../../../core/api/contract/cars';
import { carFormValues, carInputOf, sameCarValues, type CarFormValues, type CarInput } from '../../../core/cars';
import { createMutation, refreshOptions, unwrap } from '../../../core/resource';
import { FieldError, uiCss } from '../../shared/ui';
import { EndpointForm, ItemForm, PAGE_KIT_CSS, useCanCall } from '../../shared/ui/page-kit';
import { consoleHref, followInConsole } from '../../shared/chrome/links';
import { API_STATUS, STATUS_MESSAGES } from '../../../core/api/contract/status';
import { showToast } from '../../shared/ui/toast-store';
import { useResource } from '../../shared/ui/use-resource';
import { CAR_FIELDS } from './car-fields';
import { pathOf } from '../../../core/pages/paths';

/** What `carsave` tells the host: the car saved, and whether it was added. */
export interface CarSaveDetail {
  carUid: string;
  carNo: string;
  created: boolean;
}

export interface CarFormProps {
  /** The car to edit; without it the form adds a car. */
  carUid?: string;
  onCarSave?: (detail: CarSaveDetail) => void;
  /** 取消: the host decides whether to ask first (the element's `dirty` attribute says if anything would be lost). */
  onEditCancel?: () => void;
}

interface BodyProps {
  car: CarRow | null;
  onCarSave?: (detail: CarSaveDetail) => void;
  onEditCancel?: () => void;
}

function CarFormBody({ car, onCarSave, onEditCancel }: BodyProps) {
  const initial = useResource(() => carFormValues(car));
  const mutation = useResource(() => createMutation((input: CarInput) => (car ? updateCar(car.uid, input) : createCar(input))));
  // The host (a dialog) reads the `dirty` attribute to ask before it closes; the router asks on its own.
  return (
    <EndpointForm<CarFormValues, CarInput, CarRow> label={car ? `編輯車輛 ${car.carNo}` : '新增車輛'}
      endpoint={car ? cars.update : cars.create} fields={CAR_FIELDS} initialValues={initial} mutation={mutation} toInput={carInputOf}
      guardLeave={{ same: sameCarValues, reflect: true }} onCancel={onEditCancel}
      onSuccess={(saved) => {
        showToast(car ? `已儲存 ${saved.carNo}` : `已新增 ${saved.carNo}`, 'success');
        void refreshOptions('managedCars');
        onCarSave?.({ carUid: saved.uid, carNo: saved.carNo, created: !car });
      }} />
  );
}

/**
 * The car form (spec 2.11 'cars … add, edit'; POST car/v0, PUT car/v0/{uid}): car number and model
 * required, catalogue choices, department, driver, device id and the devices it carries. A server
 * error lands on its field and nothing typed is lost.
 */
export function CarForm({ carUid, onCarSave, onEditCancel }: CarFormProps) {
  const allowed = useCanCall(carUid ? cars.update : cars.create);
  if (!allowed) {
    return (
      <>
        <style>{uiCss(PAGE_KIT_CSS, CAR_FORM_CSS)}</style>
        <section className="car-form" part="base" aria-label={carUid ? '編輯車輛' : '新增車輛'}>
          <FieldError>{STATUS_MESSAGES[API_STATUS.FORBIDDEN]}</FieldError>
          <p><a href={consoleHref(pathOf('carManagement'))} onClick={(event) => followInConsole(event)}>返回車輛管理</a></p>
        </section>
      </>
    );
  }
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, CAR_FORM_CSS)}</style>
      <section className="car-form" part="base" aria-label={carUid ? '編輯車輛' : '新增車輛'}>
        <ItemForm key={carUid ?? ''} load={carUid ? async () => unwrap(await getCar(carUid)) : null} loadingText="載入車輛中…">
          {(car) => <CarFormBody car={car} onCarSave={onCarSave} onEditCancel={onEditCancel} />}
        </ItemForm>
      </section>
    </>
  );
}

const CAR_FORM_CSS = `
:host { display: block; }
.car-form { min-width: 0; }
.car-form .endpoint-form { max-width: none; display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 16em), 1fr)); gap: 0 var(--_space-4); }
.car-form .endpoint-form > .form-row:last-of-type, .car-form .form-actions, .car-form .error-summary { grid-column: 1 / -1; }
`;
