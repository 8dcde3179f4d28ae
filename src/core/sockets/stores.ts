import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { MonitorCar, NotificationMessage } from '../api/contract/message';
import type { CarFacts } from '../api/contract/monitor-feed';
import { openChannel } from './channel';
import { parseEventMessage, parseMonitorMessage } from './messages';

const monitorData = atom<MonitorCar[] | null>(null);

/**
 * The live monitor data (spec 4, 7.12): each message replaces the previous data whole, so a car
 * missing from a message is gone from the map. null until the first message. Subscribing opens the
 * /fms-monitor socket; it closes a moment after the last listener leaves, and the data is dropped.
 * The compact feed sends a car's facts (number, driver, …) only when they are new or changed, so
 * the store keeps the last ones by carUid while the socket is open.
 */
export const $monitorData: ReadableAtom<MonitorCar[] | null> = monitorData;

onMount(monitorData, () => {
  let facts: ReadonlyMap<string, CarFacts> = new Map();
  const close = openChannel('monitor', (payload) => {
    const message = parseMonitorMessage(payload, facts);
    if (!message) return;
    facts = message.facts;
    monitorData.set(message.data);
  });
  return () => {
    close();
    monitorData.set(null);
  };
});

const liveEvent = atom<NotificationMessage | null>(null);

/**
 * The latest realtime event from /fms-event (spec 7.12), parsed into a notification entry. Each
 * event is a new value, so listeners see every one. Subscribing opens the socket.
 */
export const $liveEvent: ReadableAtom<NotificationMessage | null> = liveEvent;

onMount(liveEvent, () => {
  const close = openChannel('event', (payload) => {
    const event = parseEventMessage(payload);
    if (event) liveEvent.set(event);
  });
  return () => {
    close();
    liveEvent.set(null);
  };
});

/** Calls `listener` with each realtime event from now on; returns the unsubscriber. */
export function onLiveEvent(listener: (event: NotificationMessage) => void): () => void {
  return liveEvent.listen((event) => {
    if (event) listener(event);
  });
}
