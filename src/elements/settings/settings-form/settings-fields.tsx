import type { EnterpriseSettings } from '../../../core/api/contract/enterprise';
import { RequiredMark } from '../../shared/ui/form-field';
import { FieldError } from '../../shared/ui';
import type { CustomFieldProps, FormFieldSpec } from '../../shared/ui/page-kit';

/**
 * The parameters of page /setting as one flat form: each key is the server's path of the value
 * ('speeding.limitKmh'), so a field error the server names lands on its field.
 */
export interface SettingsValues {
  'speeding.limitKmh': string;
  'speeding.durationSeconds': string;
  'idle.alertMinutes': string;
  'harshDriving.accelKmhPerSec': string;
  'harshDriving.decelKmhPerSec': string;
  'lostContact.minutes': string;
  'workingHours.start': string;
  'workingHours.end': string;
  'workingHours.days': number[];
  'map.center.lat': string;
  'map.center.lng': string;
  'map.zoom': string;
  'coldChain.frozen.minC': string;
  'coldChain.frozen.maxC': string;
  'coldChain.chilled.minC': string;
  'coldChain.chilled.maxC': string;
  'coldChain.alertDelayMinutes': string;
  'taskTracking.arrivalRadiusMeters': string;
  'taskTracking.minDwellMinutes': string;
  'taskTracking.lateMinutes': string;
  'taskTracking.deviationMeters': string;
  'taskTracking.deviationSeconds': string;
}

type NumberKey = Exclude<keyof SettingsValues, 'workingHours.start' | 'workingHours.end' | 'workingHours.days'>;

export function valuesOf(s: EnterpriseSettings): SettingsValues {
  return {
    'speeding.limitKmh': String(s.speeding.limitKmh),
    'speeding.durationSeconds': String(s.speeding.durationSeconds),
    'idle.alertMinutes': String(s.idle.alertMinutes),
    'harshDriving.accelKmhPerSec': String(s.harshDriving.accelKmhPerSec),
    'harshDriving.decelKmhPerSec': String(s.harshDriving.decelKmhPerSec),
    'lostContact.minutes': String(s.lostContact.minutes),
    'workingHours.start': s.workingHours.start,
    'workingHours.end': s.workingHours.end,
    'workingHours.days': [...s.workingHours.days].sort(),
    'map.center.lat': String(s.map.center.lat),
    'map.center.lng': String(s.map.center.lng),
    'map.zoom': String(s.map.zoom),
    'coldChain.frozen.minC': String(s.coldChain.frozen.minC),
    'coldChain.frozen.maxC': String(s.coldChain.frozen.maxC),
    'coldChain.chilled.minC': String(s.coldChain.chilled.minC),
    'coldChain.chilled.maxC': String(s.coldChain.chilled.maxC),
    'coldChain.alertDelayMinutes': String(s.coldChain.alertDelayMinutes),
    'taskTracking.arrivalRadiusMeters': String(s.taskTracking.arrivalRadiusMeters),
    'taskTracking.minDwellMinutes': String(s.taskTracking.minDwellMinutes),
    'taskTracking.lateMinutes': String(s.taskTracking.lateMinutes),
    'taskTracking.deviationMeters': String(s.taskTracking.deviationMeters),
    'taskTracking.deviationSeconds': String(s.taskTracking.deviationSeconds),
  };
}

/** The whole parameters from the form's values (each section sent replaces that section). */
export function settingsOf(v: SettingsValues): EnterpriseSettings {
  const n = (key: NumberKey) => Number(v[key].trim());
  return {
    speeding: { limitKmh: n('speeding.limitKmh'), durationSeconds: n('speeding.durationSeconds') },
    idle: { alertMinutes: n('idle.alertMinutes') },
    harshDriving: { accelKmhPerSec: n('harshDriving.accelKmhPerSec'), decelKmhPerSec: n('harshDriving.decelKmhPerSec') },
    lostContact: { minutes: n('lostContact.minutes') },
    workingHours: { start: v['workingHours.start'].trim(), end: v['workingHours.end'].trim(), days: [...v['workingHours.days']].sort() },
    map: { center: { lat: n('map.center.lat'), lng: n('map.center.lng') }, zoom: n('map.zoom') },
    coldChain: {
      frozen: { minC: n('coldChain.frozen.minC'), maxC: n('coldChain.frozen.maxC') },
      chilled: { minC: n('coldChain.chilled.minC'), maxC: n('coldChain.chilled.maxC') },
      alertDelayMinutes: n('coldChain.alertDelayMinutes'),
    },
    taskTracking: {
      arrivalRadiusMeters: n('taskTracking.arrivalRadiusMeters'),
      minDwellMinutes: n('taskTracking.minDwellMinutes'),
      lateMinutes: n('taskTracking.lateMinutes'),
      deviationMeters: n('taskTracking.deviationMeters'),
      deviationSeconds: n('taskTracking.deviationSeconds'),
    },
  };
}

/** A number between min and max (whole unless `decimals`), with the range in the message. */
export function numberRule(min: number, max: number, decimals = false) {
  return (value: string): string | undefined => {
    const v = value.trim();
    const ok = decimals ? /^-?\d+(\.\d+)?$/.test(v) : /^-?\d+$/.test(v);
    if (!ok) return decimals ? '請輸入數字。' : '請輸入整數。';
    const x = Number(v);
    return x < min || x > max ? `請輸入 ${min} 至 ${max} 之間的數值。` : undefined;
  };
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeRule = (value: string) => (HH_MM.test(value.trim()) ? undefined : '請以 HH:mm 輸入，例如 08:00。');

function num(
  name: NumberKey, label: string, min: number, max: number, hint: string, decimals = false,
  also?: (value: number, all: SettingsValues) => string | undefined,
): FormFieldSpec<SettingsValues> {
  const inRange = numberRule(min, max, decimals);
  return { name, label, kind: 'number', required: true, hint, validate: (v, all) => inRange(v) ?? also?.(Number(v), all) };
}

const aboveMin = (minKey: NumberKey) => (value: number, all: SettingsValues) =>
  (value <= Number(all[minKey]) ? '溫度上限需高於下限。' : undefined);

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

/** 工作日: seven checkboxes in a named group; at least one. */
function DaysField(props: CustomFieldProps<number[]>) {
  const toggle = (day: number, on: boolean) =>
    props.onChange(on ? [...props.value, day].sort() : props.value.filter((d) => d !== day));
  return (
    <fieldset className={`days${props.error ? ' field-invalid' : ''}`} aria-describedby={props.error ? `${props.id}-error` : undefined}>
      <legend>{props.label}{props.required && <RequiredMark />}</legend>
      <div className="day-list">
        {WEEKDAYS.map((name, i) => (
          <label key={name} className="choice">
            <input type="checkbox" id={i === 0 ? props.id : undefined} checked={props.value.includes(i + 1)} disabled={props.disabled}
              aria-invalid={props.error ? true : undefined} onChange={(e) => toggle(i + 1, e.target.checked)} />
            <span>週{name}</span>
          </label>
        ))}
      </div>
      {props.error && <FieldError id={`${props.id}-error`}>{props.error}</FieldError>}
    </fieldset>
  );
}

/** The fields in the order a person reads them, grouped by their label's first words. */
export const SETTINGS_FIELDS: FormFieldSpec<SettingsValues>[] = [
  num('speeding.limitKmh', '超速門檻（公里/小時）', 30, 150, '30 至 150'),
  num('speeding.durationSeconds', '超速持續時間（秒）', 0, 300, '超過門檻持續多久才算超速，0 至 300'),
  num('idle.alertMinutes', '怠速提醒（分鐘）', 1, 120, '1 至 120'),
  num('harshDriving.accelKmhPerSec', '急加速（公里/小時/秒）', 3, 30, '每秒速度增加超過此值，3 至 30', true),
  num('harshDriving.decelKmhPerSec', '急減速（公里/小時/秒）', 3, 30, '每秒速度減少超過此值，3 至 30', true),
  num('lostContact.minutes', '失聯判定（分鐘）', 1, 1440, '超過此時間未回傳視為失聯，1 至 1440'),
  { name: 'workingHours.start', label: '上班時間', kind: 'text', required: true, maxLength: 5, placeholder: '08:00', hint: 'HH:mm', validate: timeRule },
  {
    name: 'workingHours.end', label: '下班時間', kind: 'text', required: true, maxLength: 5, placeholder: '18:00', hint: 'HH:mm',
    validate: (v, all) => timeRule(v) ?? (v.trim() <= all['workingHours.start'].trim() ? '下班時間需晚於上班時間。' : undefined),
  },
  { name: 'workingHours.days', label: '工作日', kind: 'custom', required: true, render: (p) => <DaysField {...p} /> },
  num('map.center.lat', '地圖中心緯度', 21.5, 26.5, '21.5 至 26.5', true),
  num('map.center.lng', '地圖中心經度', 118, 122.5, '118 至 122.5', true),
  num('map.zoom', '地圖縮放層級', 5, 18, '5 至 18'),
  num('coldChain.frozen.minC', '冷凍溫度下限（°C）', -40, 40, '-40 至 40', true),
  num('coldChain.frozen.maxC', '冷凍溫度上限（°C）', -40, 40, '-40 至 40', true, aboveMin('coldChain.frozen.minC')),
  num('coldChain.chilled.minC', '冷藏溫度下限（°C）', -40, 40, '-40 至 40', true),
  num('coldChain.chilled.maxC', '冷藏溫度上限（°C）', -40, 40, '-40 至 40', true, aboveMin('coldChain.chilled.minC')),
  num('coldChain.alertDelayMinutes', '溫度異常提醒延遲（分鐘）', 0, 60, '超出範圍多久才提醒，0 至 60'),
  num('taskTracking.arrivalRadiusMeters', '任務抵達半徑（公尺）', 30, 2000, '車輛進入站點此距離內即判定抵達，30 至 2000'),
  num('taskTracking.minDwellMinutes', '站點最短停留（分鐘）', 0, 120, '停留至少此時間後離開才判定完成，0 至 120'),
  num('taskTracking.lateMinutes', '預計延誤標示（分鐘）', 1, 240, '預計抵達晚於預計時間超過此值即標示延誤，1 至 240'),
  num('taskTracking.deviationMeters', '偏離路線距離（公尺）', 50, 5000, '離規劃路線超過此距離視為偏離，50 至 5000'),
  num('taskTracking.deviationSeconds', '偏離路線持續時間（秒）', 10, 1800, '偏離持續超過此時間才通知，10 至 1800'),
];
