import { useEffect } from 'react';
import { refreshCycleOptions } from '../../../../core/maintenance-cycles';
import { createMaintenance, getMaintenance, updateMaintenance } from '../../../../core/api/maintenance';
import { maintenance as endpoints, type MaintenanceRecord } from '../../../../core/api/contract/maintenance';
import { recordNameOf } from '../../../../core/maintenance';
import { createMutation, unwrap } from '../../../../core/resource';
import { FieldError, showToast, ToastRegion, TOAST_CSS, uiCss } from '../../../shared/ui';
import { EndpointForm, ItemForm, PAGE_KIT_CSS, useCanCall } from '../../../shared/ui/page-kit';
import { consoleHref, followInConsole } from '../../../shared/chrome/links';
import { API_STATUS, STATUS_MESSAGES } from '../../../../core/api/contract/status';
import { useResource } from '../../../shared/ui/use-resource';
import { MAINTENANCE_ITEMS_CSS } from '../../shared/items-field';
import {
  blankReservation, createInputOf, reservationFields, updateInputOf, valuesOfRecord, type ReservationValues,
} from './reservation-fields';
import { pathOf } from '../../../../core/pages/paths';

export interface MaintenanceReservationProps {
  /** The record whose reservation is edited; without it the form books a new one. */
  recordUid?: string;
  /** The car a new reservation is for, chosen already (from a car's maintenance data). */
  carUid?: string;
  /** Saved: the host goes back to the list or the car's data. */
  onReservationSave?: (detail: { recordUid: string; carUid: string; created: boolean }) => void;
  /** 取消 (after the unsaved-changes question, when anything was typed). */
  onReservationCancel?: (detail: Record<string, never>) => void;
}

type BodyProps = Omit<MaintenanceReservationProps, 'recordUid'> & { record: MaintenanceRecord | null };

function ReservationForm({ record, carUid, onReservationSave, onReservationCancel }: BodyProps) {
  const initial = useResource(() => (record ? valuesOfRecord(record) : blankReservation(carUid ?? '')));
  const fields = useResource(() => reservationFields(record));
  const mutation = useResource(() => createMutation((v: ReservationValues) => (record ? updateMaintenance(updateInputOf(record, v)) : createMaintenance(createInputOf(v)))));
  // Cycles are added on another page: read them again each time the form opens.
  useEffect(() => void refreshCycleOptions(), []);
  return (
    <EndpointForm<ReservationValues, ReservationValues, MaintenanceRecord> guardLeave
      label={record ? `編輯預約 ${recordNameOf(record)}` : '新增預約'} endpoint={record ? endpoints.update : endpoints.create}
      fields={fields} initialValues={initial} mutation={mutation}
      onCancel={() => onReservationCancel?.({})}
      onSuccess={(saved) => {
        showToast(record ? `已儲存 ${recordNameOf(saved)}` : `已新增預約 ${recordNameOf(saved)}`, 'success');
        onReservationSave?.({ recordUid: saved.uid, carUid: saved.car.uid, created: !record });
      }} />
  );
}

/**
 * The reservation form of /maintenanceV2/reservationData/{uid?} (spec 2.11, 3, 4, 7.8): a car, its
 * cycle and 保修項目, the reservation time (ahead of now), status (已預約 or 已進廠; an overdue one keeps 已逾期 until rebooked),
 * shop, mileage and engine hours entered, and a note. An edit is keyed by the reservation's uid.
 */
export function MaintenanceReservation({ recordUid, ...rest }: MaintenanceReservationProps) {
  const allowed = useCanCall(recordUid ? endpoints.update : endpoints.create);
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, TOAST_CSS, MAINTENANCE_ITEMS_CSS, ':host { display: block; } .reservation-form { max-width: 720px; } h1 { font-size: 1.3em; margin: 0 0 var(--_space-2); }')}</style>
      <section className="reservation-form" part="base" aria-labelledby="reservation-heading">
        <h1 id="reservation-heading">{recordUid ? '編輯預約' : '新增預約'}</h1>
        {!allowed && (
          <>
            <FieldError>{STATUS_MESSAGES[API_STATUS.FORBIDDEN]}</FieldError>
            <p><a href={consoleHref(pathOf('maintenanceV2'))} onClick={(event) => followInConsole(event)}>返回保修列表</a></p>
          </>
        )}
        {allowed && (
          <ItemForm key={recordUid ?? ''} load={recordUid ? async () => unwrap(await getMaintenance(recordUid)) : null} loadingText="載入預約中…">
            {(record) => <ReservationForm record={record} {...rest} />}
          </ItemForm>
        )}
      </section>
      <ToastRegion />
    </>
  );
}
