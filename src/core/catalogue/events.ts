import { entryOf, labelOf } from './lookup';

/** Event icon kinds, each drawn with an on and an off icon (spec 3). */
export const EVENT_ICON_KINDS = {
  fence: { label: '圍籬', on: 'event-fence-on', off: 'event-fence-off' },
  drive: { label: '車輛', on: 'event-drive-on', off: 'event-drive-off' },
  detect: { label: '駕駛', on: 'event-detect-on', off: 'event-detect-off' },
  dtc: { label: 'DTC', on: 'event-dtc-on', off: 'event-dtc-off' },
  speed: { label: '速度', on: 'event-speed-on', off: 'event-speed-off' },
  engine: { label: '引擎', on: 'event-engine-on', off: 'event-engine-off' },
  tss: { label: '智慧駕駛', on: 'event-tss-on', off: 'event-tss-off' },
} as const;

export type EventIconKind = keyof typeof EVENT_ICON_KINDS;

/**
 * Event types with their exact labels (spec 4) and the icon kind that draws each. The spec gives
 * the labels; the grouping into icon kinds is this console's reading: raw device triggers sit with
 * DTC (both read 事件觸發), and a DVR losing signal with the driver-detect camera.
 */
export const EVENT_TYPES = {
  rawdata: { label: '事件觸發', icon: 'dtc' },
  dtc: { label: '事件觸發', icon: 'dtc' },
  driving: { label: '行駛', icon: 'drive' },
  idle: { label: '怠速', icon: 'drive' },
  parked: { label: '熄火', icon: 'drive' },
  engineOn: { label: '引擎啟動', icon: 'engine' },
  engineOverheat: { label: '引擎過熱開關', icon: 'engine' },
  engineOverLoading: { label: '引擎過載開關', icon: 'engine' },
  accelerate: { label: '急加速', icon: 'speed' },
  decelerate: { label: '急減速', icon: 'speed' },
  speeding: { label: '超速', icon: 'speed' },
  fatigue: { label: '疲勞駕駛', icon: 'detect' },
  seatbelt: { label: '未繫安全帶', icon: 'detect' },
  phone: { label: '使用通訊', icon: 'detect' },
  smoking: { label: '抽菸', icon: 'detect' },
  distract: { label: '分心', icon: 'detect' },
  lensWardOff: { label: '鏡頭遮蔽', icon: 'detect' },
  driverLost: { label: '駕駛消失', icon: 'detect' },
  fence: { label: '圍籬進出', icon: 'fence' },
  dvrDisconnection: { label: 'DVR斷訊', icon: 'detect' },
  milage: { label: '里程數', icon: 'drive' },
  tss: { label: '智慧駕駛設備', icon: 'tss' },
} as const satisfies Record<string, { label: string; icon: EventIconKind }>;

export type EventType = keyof typeof EVENT_TYPES;

export const eventTypeLabel = (type: unknown): string => labelOf(EVENT_TYPES, type);

/** The icon kind of an event type; undefined for a type the catalogue does not know. */
export const eventIconKind = (type: unknown): EventIconKind | undefined => entryOf(EVENT_TYPES, type)?.icon;

/** The icon name of an event kind, on (selected, active) or off. */
export function eventIconName(kind: EventIconKind, on: boolean): string {
  const icons = EVENT_ICON_KINDS[kind];
  return on ? icons.on : icons.off;
}
