import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { listCarOptions, updateCar } from '../../../core/api/cars';
import type { DriverRow } from '../../../core/api/contract/users';
import { carAssignment, driversCar } from '../../../core/catalogue';
import { createItemResource, createMutation, refreshOptions, unwrap } from '../../../core/resource';
import { Button, Dialog, LoadingState, Select, showToast, ResourceError } from '../../shared/ui';
import { useResource } from '../../shared/ui/use-resource';

/**
 * The cars a driver can be given (spec 3, 5): managed cars only (filterEnabledCode: true), as the
 * server's options with the blank 選擇車號 first (its value null becomes '' here).
 */
async function loadCarChoices() {
  const page = unwrap(await listCarOptions({ filterEnabledCode: true, withBlank: true, limit: 1000 }));
  return page.list.map((option) => ({ value: option.value ?? '', label: option.label }));
}

export interface CarAssignDialogProps {
  driver: DriverRow;
  onClose: () => void;
  /** After a change was saved: the list reloads. */
  onAssigned: () => void;
}

/** 指派車輛: choose the driver's car among the managed cars, or the blank 選擇車號 to take it away (PUT car/v0/{uid} driverUid). */
export function CarAssignDialog({ driver, onClose, onAssigned }: CarAssignDialogProps) {
  const current = driversCar(driver.carList);
  const [chosen, setChosen] = useState(current?.carUid ?? '');
  const [error, setError] = useState('');
  const choices = useResource(() => createItemResource({ load: loadCarChoices }));
  const { data: options, loading, error: loadError } = useStore(choices.$state);
  const save = useResource(() => createMutation((input: { carUid: string; driverUid: string | null }) => updateCar(input.carUid, { driverUid: input.driverUid })));
  const sending = useStore(save.$sending);

  async function confirm() {
    if (sending) return;
    const change = carAssignment(driver.carList, chosen || null);
    if (change.kind === 'none') return onClose();
    const result = await save.send({ carUid: change.carUid, driverUid: change.kind === 'assign' ? driver.uid : null });
    if (!result.ok) return setError(result.message);
    const carNo = options?.find((o) => o.value === change.carUid)?.label ?? current?.carNo ?? '';
    showToast(change.kind === 'assign' ? `已將 ${carNo} 指派給 ${driver.zhName}。` : `已取消 ${driver.zhName} 的車輛 ${carNo}。`, 'success');
    void refreshOptions('managedCars');
    onAssigned();
  }

  return (
    <Dialog open onClose={onClose} heading={`指派車輛：${driver.zhName}`} dismissible={!sending}
      description="只列出已納管的車輛；已有駕駛的車輛指派後改由此駕駛使用。選擇「選擇車號」可取消指派。"
      footer={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>取消</Button>
          <Button variant="primary" onClick={() => void confirm()} loading={sending} disabled={!options}>儲存</Button>
        </>
      )}>
      {loading && <LoadingState text="讀取車輛中…" />}
      {!loading && loadError && <ResourceError className="load-error" message={loadError} onRetry={choices.reload} />}
      {!loading && options && (
        <Select label="車號" options={options} value={chosen} error={error || undefined}
          onChange={(e) => { setChosen(e.target.value); setError(''); }} />
      )}
    </Dialog>
  );
}
