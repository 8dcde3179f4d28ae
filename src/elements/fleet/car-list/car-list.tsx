import { CarFormDialog } from '../car-form/car-form.element';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { deleteCars, enableCars } from '../../../core/api/cars';
import { cars, type CarRow } from '../../../core/api/contract/cars';
import { enableMessage } from '../../../core/cars';
import { $carKindOptions, createListResource, createMutation, refreshOptions } from '../../../core/resource';
import { BADGE_CSS, Button, ConfirmDialog, DIALOG_CSS, FieldError, ToastRegion, TOAST_CSS, uiCss } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, useCanCall } from '../../shared/ui/page-kit';
import { showToast } from '../../shared/ui/toast-store';
import { useResource } from '../../shared/ui/use-resource';
import { carColumns } from './car-columns';
import { CAR_FILTERS, loadCarPage, type CarFilters } from './car-filters';

export interface CarListProps {
  /** A row was opened (click, Enter or Space): the host shows that car's detail. */
  onCarOpen?: (detail: { carUid: string }) => void;
}

/** 納管 asked for: the cars (one row, or the selection) and the server's refusal, if any. */
interface EnableRequest {
  uids: string[];
  carNos: string[];
  error: string;
  /** Empties the selection after success (bulk 納管). */
  clear?: () => void;
}

/** The add/edit dialog: which car (null: a new one). */
type Editing = { carUid: string | null; carNo?: string } | null;

/**
 * The vehicle list of /carManagement (spec 2.11, 7.5, P_P06): search and filters, rows per page
 * and pages, add and edit in a dialog (unsaved changes confirmed before it closes), delete one or
 * many (named in the confirmation), and 納管 of a car not yet under management.
 */
export function CarList({ onCarOpen }: CarListProps) {
  const list = useResource(() => createListResource<CarRow, CarFilters>({ load: loadCarPage }));
  const remove = useResource(() => createMutation(deleteCars, '刪除失敗，請稍後再試。'));
  const enable = useResource(() => createMutation(enableCars, '納管失敗，請稍後再試。'));
  const enabling = useStore(enable.$sending);
  const carKinds = useStore($carKindOptions).options;
  const canEnable = useCanCall(cars.enable);
  const [editing, setEditing] = useState<Editing>(null);
  const [toEnable, setToEnable] = useState<EnableRequest | null>(null);

  async function confirmEnable() {
    if (!toEnable || enabling) return;
    const result = await enable.send(toEnable.uids);
    if (!result.ok) {
      setToEnable({ ...toEnable, error: result.message });
      return;
    }
    const done = result.data.enabled.map((car) => car.carNo);
    showToast(done.length ? `已納管 ${done.join('、')}` : '所選車輛皆已納管', 'success');
    toEnable.clear?.();
    setToEnable(null);
    void refreshOptions('managedCars');
    void list.reload();
  }

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, DIALOG_CSS, TOAST_CSS, CAR_LIST_CSS)}</style>
      <div className="car-list" part="base">
        <ListPage<CarRow, CarFilters> heading="車輛管理" resource={list} filters={CAR_FILTERS} rowKey={(c) => c.uid} rowName={(c) => c.carNo}
          columns={carColumns(carKinds, canEnable ? (car) => setToEnable({ uids: [car.uid], carNos: [car.carNo], error: '' }) : null)}
          selectionActions={canEnable ? ({ keys, names, clear }) => (
            <Button variant="secondary" disabled={keys.length === 0} onClick={() => setToEnable({ uids: keys, carNos: names, error: '', clear })}>
              {keys.length > 0 ? `納管所選（${keys.length}）` : '納管所選'}
            </Button>
          ) : undefined}
          create={{ endpoint: cars.create, label: '新增車輛', onCreate: () => setEditing({ carUid: null }) }}
          edit={{ endpoint: cars.update, onEdit: (c) => setEditing({ carUid: c.uid, carNo: c.carNo }) }}
          remove={{ endpoint: cars.remove, mutation: remove, heading: '刪除車輛' }}
          onRowActivate={onCarOpen ? (c) => onCarOpen({ carUid: c.uid }) : undefined} />
      </div>
      <CarFormDialog editing={editing} onClose={() => setEditing(null)} onSaved={() => {
        setEditing(null);
        void list.reload();
      }} />
      <ConfirmDialog open={!!toEnable} heading="納管車輛" confirmLabel="納管" busy={enabling}
        onCancel={() => setToEnable(null)} onConfirm={() => void confirmEnable()}
        message={toEnable && (
          <>
            <p className="enable-message">{enableMessage(toEnable.carNos)}</p>
            {toEnable.error && <FieldError>{toEnable.error}</FieldError>}
          </>
        )} />
      <ToastRegion />
    </>
  );
}

const CAR_LIST_CSS = `
:host { display: block; }
.car-list { min-width: 0; }
.managed-cell { display: inline-flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1); }
.muted { color: var(--_muted); }
.nowrap { white-space: nowrap; }
.enable-message { margin: 0 0 var(--_space-2); }
`;
