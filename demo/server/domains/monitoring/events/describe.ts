import { EVENT_TYPE_LABELS, type EventType } from '../../../../../src/core/api/contract/events';
import { DMS_ALERT_TITLES } from '../../../../../src/core/api/contract/vocabulary/events';
import { FENCE_TRIGGERS } from '../../../../../src/core/api/contract/vocabulary/fences';
import { NOTIFICATION_CATEGORY } from '../../../../../src/core/api/contract/vocabulary/notifications';
import { dtcAdvice, isCriticalLevel, isDtcLevel, lookupDtc } from '../../../../../src/core/dtc';
import type { SimEvent } from '../../../sim';

/** Notification categories of spec 9 used by vehicle events. */
export const CATEGORY = NOTIFICATION_CATEGORY;

export interface EventText {
  type: EventType;
  category: number;
  level: string | null;
  code: string | null;
  title: string;
  content: string;
  /** Worth a notification: state changes (engine on, parked) and routine DTCs are only recorded. */
  notify: boolean;
  includeDtcA: boolean;
  data: Record<string, unknown>;
}

const kmh = (v: number) => `${Math.round(v)} km/h`;
/** A speed just over its limit keeps a decimal, so '超速' never reads as the limit itself. */
const overLimit = (v: number, limit = 0) => `${Math.round(v) <= limit ? v.toFixed(1) : Math.round(v)} km/h`;

/** Title, content, category and DTC level of a simulator event, in Traditional Chinese (pure). */
export function describeEvent(e: SimEvent, carNo: string, model: string, fenceMessage?: string): EventText {
  const base = { type: e.type as EventType, category: CATEGORY.event, level: null, code: null, notify: true, includeDtcA: false };
  const at = `${carNo}（時速 ${kmh(e.speed)}）`;
  switch (e.type) {
    case 'speeding':
      return {
        ...base, title: `超速 ${overLimit(e.speed, e.limit)}`,
        content: `${carNo} 於${e.road || '道路'}以 ${overLimit(e.speed, e.limit)} 行駛，超過速限 ${e.limit ?? ''} km/h。`,
        data: { limit: e.limit, road: e.road },
      };
    case 'accelerate':
    case 'decelerate':
      return { ...base, title: EVENT_TYPE_LABELS[e.type], content: `${at}${EVENT_TYPE_LABELS[e.type]}，每秒速度變化 ${e.rate ?? 0} km/h。`, data: { rate: e.rate } };
    case 'engineOverheat':
      return { ...base, title: '引擎過熱', content: `${carNo} 引擎水溫 ${e.engineTemp ?? ''}°C，請盡快停車檢查。`, data: { engineTemp: e.engineTemp } };
    case 'engineOn':
      return { ...base, notify: false, title: EVENT_TYPE_LABELS.engineOn, content: `${carNo} 引擎啟動。`, data: {} };
    case 'parked':
      return { ...base, notify: false, title: EVENT_TYPE_LABELS.parked, content: `${carNo} 已熄火停車。`, data: {} };
    case 'dvrDisconnection':
      return { ...base, title: EVENT_TYPE_LABELS.dvrDisconnection, content: `${carNo} 行車影像記錄器訊號中斷。`, data: {} };
    case 'tss':
      return { ...base, title: e.title ?? '智慧駕駛設備作動', content: `${at}${e.title ?? '智慧駕駛設備作動'}。`, data: { system: e.system } };
    case 'fence': {
      const crossed = FENCE_TRIGGERS[e.trigger === 'enter' ? 'enter' : 'leave'].label;
      return {
        ...base, category: CATEGORY.fence,
        title: `${crossed}圍籬 ${e.fenceName ?? ''}`,
        content: fenceMessage?.trim() ? `${carNo}：${fenceMessage}` : `${carNo} ${crossed}圍籬「${e.fenceName ?? ''}」。`,
        data: { fenceUid: e.fenceUid, fenceName: e.fenceName, trigger: e.trigger },
      };
    }
    case 'dtc': {
      const found = e.code ? lookupDtc(e.code, model) : null;
      const level = found?.level ?? (isDtcLevel(e.level) ? e.level : 'C');
      const name = found?.name ?? '車輛故障碼';
      return {
        ...base, level, code: found?.code ?? e.code ?? null,
        title: `故障碼 ${found?.code ?? e.code ?? ''} ${name}`,
        content: `${carNo} 偵測到故障碼 ${found?.code ?? e.code ?? ''}（${level} 級）：${name}。${dtcAdvice(level)}`,
        notify: level !== 'F',
        includeDtcA: isCriticalLevel(level),
        data: { description: found?.description ?? '' },
      };
    }
    default: {
      const title = DMS_ALERT_TITLES[e.type as EventType] ?? EVENT_TYPE_LABELS[e.type as EventType] ?? e.type;
      return { ...base, title, content: `${at}${title.replace(/^DMS /, '')}。`, data: {} };
    }
  }
}
