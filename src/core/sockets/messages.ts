import type { MonitorCar, NotificationMessage } from '../api/contract/message';
import type { CarFacts } from '../api/contract/monitor-feed';
import { toMillis } from '../format/millis';
import { decodeMonitorFeed } from '../monitor-feed';

type Rec = Record<string, unknown>;
const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const optionalNumber = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isFinite(value));

/** A car entry the map can draw: it names its car, and any position it gives is a real number. */
function isMonitorCar(value: unknown): value is MonitorCar {
  return isRecord(value) && text(value.carUid) !== undefined
    && optionalNumber(value.lat) && optionalNumber(value.lng) && optionalNumber(value.speed);
}

/** A /fms-monitor message as the whole monitor data, and the car facts to keep for the next message. */
export interface MonitorReading {
  data: MonitorCar[];
  facts: ReadonlyMap<string, CarFacts>;
}

/**
 * A /fms-monitor message (spec 7.12) as the whole monitor data, or null when it is not one. `data`
 * is either the spec's list of cars or the compact feed (contract/monitor-feed.ts, issue 9), which
 * sends each car's facts only when they are new or changed: `known` holds those kept from earlier
 * messages, and the answer the ones to keep now. A malformed car entry is dropped rather than the
 * whole message, so one bad device cannot freeze the map.
 */
export function parseMonitorMessage(payload: unknown, known: ReadonlyMap<string, CarFacts> = new Map()): MonitorReading | null {
  if (!isRecord(payload) || payload.type !== 'monitor') return null;
  if (Array.isArray(payload.data)) return { data: payload.data.filter(isMonitorCar), facts: known };
  const feed = decodeMonitorFeed(payload.data, known);
  return feed && { data: feed.cars, facts: feed.facts };
}

/**
 * A /fms-event message (spec 3, 7.12) as a notification entry, or null when it lacks a category, a
 * title or any time. `data` may be the spec's {category, title, createdAt, includeDtcA, …} or an
 * already flattened notification message (as the reference server sends). Times may come as ms or date strings; they leave as ms. An event
 * without a uid gets one from its content, so a repeat is recognised.
 */
export function parseEventMessage(payload: unknown): NotificationMessage | null {
  if (!isRecord(payload) || payload.type !== 'event' || !isRecord(payload.data)) return null;
  const data = payload.data;
  const category = data.category;
  if (typeof category !== 'number' || !Number.isInteger(category) || category < 1) return null;
  if (typeof data.title !== 'string') return null;
  const createdAt = toMillis(data.createdAt);
  const time = toMillis(data.time);
  if (createdAt === undefined && time === undefined) return null;
  const code = text(payload.code) ?? text(data.code) ?? '';
  return {
    uid: text(data.uid) ?? `event:${category}:${code}:${createdAt ?? time}:${data.title}`,
    type: text(data.type) ?? 'event',
    code,
    category,
    title: data.title,
    content: text(data.content) ?? data.title,
    ...(createdAt === undefined ? {} : { createdAt }),
    ...(time === undefined ? {} : { time }),
    includeDtcA: data.includeDtcA === true,
    read: data.read === true,
    // The spec's form carries the details in data itself; an already flattened message nests them.
    data: isRecord(data.data) ? data.data : data,
  };
}
