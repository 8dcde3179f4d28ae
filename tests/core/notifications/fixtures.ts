import type { NotificationMessage } from '../../../src/core/api/contract/message';

let next = 0;
/** A notification entry; each call a new uid unless one is given. */
export function message(over: Partial<NotificationMessage> = {}): NotificationMessage {
  next += 1;
  return {
    uid: `m${next}`,
    type: 'event',
    code: 'speeding',
    category: 5,
    title: '超速',
    content: 'ABC-123 超速',
    createdAt: Date.parse('2024-03-10T04:00:00Z') + next * 1000,
    includeDtcA: false,
    ...over,
  };
}

export const special = (over: Partial<NotificationMessage> = {}) => message({ title: 'PCS 預警式防護系統作動', ...over });
