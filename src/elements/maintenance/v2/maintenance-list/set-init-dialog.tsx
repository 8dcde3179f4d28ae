import { useEffect, useState } from 'react';
import { maintenanceCarInfo, setMaintenanceInit } from '../../../../core/api/maintenance';
import { engineHoursError, mileageError, readingOf } from '../../../../core/maintenance';
import { $managedCarOptions } from '../../../../core/resource';
import { Button, Dialog, Select, TextInput, showToast, type SelectOption } from '../../../shared/ui';
import { useChoices } from '../../../shared/ui/page-kit';
import { useMutation } from '../../../shared/ui/use-resource';
import { SET_INIT_MODE_LABELS } from '../../../../core/api/contract/vocabulary/work';
import { choicesOf } from '../../../../core/catalogue/lookup';

export interface SetInitDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the values were saved. */
  onSaved: () => void;
}

type Mode = 'init' | 'project';
interface Values { mode: Mode; carUid: string; cycleUid: string; mileage: string; engineHours: string }
const EMPTY: Values = { mode: 'init', carUid: '', cycleUid: '', mileage: '', engineHours: '' };

/**
 * 設定初始值 (maintenance/v0/set-init, spec 7.8 'used for both init and project'): a car's odometer and
 * engine hours now (init), or the last service of one of its cycles (project). Bad input gets a
 * message on its field and keeps everything typed.
 */
export function SetInitDialog({ open, onClose, onSaved }: SetInitDialogProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [serverError, setServerError] = useState('');
  const cars = useChoices($managedCarOptions);
  const save = useMutation(setMaintenanceInit, '設定失敗，請稍後再試。');
  const [cycles, setCycles] = useState<SelectOption[]>([]);
  // The cycles a car follows, for the project mode.
  useEffect(() => {
    setCycles([]);
    if (!values.carUid || values.mode !== 'project') return;
    let live = true;
    void maintenanceCarInfo(values.carUid).then((body) => {
      if (live && body.status === 0 && body.data) setCycles(body.data.cycles.map((c) => ({ value: c.cycle.uid, label: c.cycle.name })));
    });
    return () => { live = false; };
  }, [values.carUid, values.mode]);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    const found: Partial<Record<keyof Values, string>> = {
      carUid: values.carUid ? undefined : '請選擇車號',
      cycleUid: values.mode === 'project' && !values.cycleUid ? '請選擇保修週期' : undefined,
      mileage: mileageError(values.mileage),
      engineHours: engineHoursError(values.engineHours),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const result = await save.send({
      mode: values.mode,
      ...(values.mode === 'project' ? { cycleUid: values.cycleUid } : {}),
      cars: [{ carUid: values.carUid, mileage: readingOf(values.mileage)!, engineHours: readingOf(values.engineHours)! }],
    });
    if (!result.ok) return setServerError(result.message);
    showToast('已設定初始值', 'success');
    setValues(EMPTY);
    setServerError('');
    onSaved();
  };

  return (
    <Dialog open={open} onClose={onClose} heading="設定初始值" size="small"
      description="輸入車輛目前的里程與引擎時數（初始值），或某保修週期最近一次保修時的數值（專案）。"
      footer={<>
        <Button onClick={onClose}>取消</Button>
        <Button variant="primary" disabled={save.sending} onClick={() => void submit()}>儲存</Button>
      </>}>
      <form className="set-init" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        {serverError && <p className="form-error" role="alert">{serverError}</p>}
        <Select label="設定方式" value={values.mode} onChange={(e) => set('mode')(e.currentTarget.value)}
          options={choicesOf(SET_INIT_MODE_LABELS)} />
        <Select label="車號" required error={errors.carUid} placeholder="請選擇" value={values.carUid}
          onChange={(e) => set('carUid')(e.currentTarget.value)} options={cars.options} />
        {values.mode === 'project' && (
          <Select label="保修週期" required error={errors.cycleUid} placeholder={values.carUid ? '請選擇' : '請先選擇車號'}
            value={values.cycleUid} onChange={(e) => set('cycleUid')(e.currentTarget.value)} options={cycles} />
        )}
        <TextInput label="里程（公里）" required error={errors.mileage} inputMode="decimal" value={values.mileage}
          onChange={(e) => set('mileage')(e.currentTarget.value)} />
        <TextInput label="引擎時數（小時）" required error={errors.engineHours} inputMode="decimal" value={values.engineHours}
          onChange={(e) => set('engineHours')(e.currentTarget.value)} />
      </form>
    </Dialog>
  );
}
