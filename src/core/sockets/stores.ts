import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { MonitorCar, NotificationMessage } from '../api/contract/message';
import type { CarFacts } from '../api/contract/monitor-feed';
import { MonitorFleet } from '../monitor-feed';
import { openChannel } from './channel';
import { FleetDecoder } from './fleet-decoder';
import { parseEventMessage, parseMonitorMessage } from './messages';
import { RawMessage } from './raw-message';

const monitorFleet = atom<MonitorFleet | null>(null);

/**
 * The live monitor data (spec 4, 7.12) as columns (issue 26, 1): each message replaces the previous
 * fleet whole, so a car missing from a message is gone from the map. null until the first message.
 * Subscribing opens the /fms-monitor socket; it closes a moment after the last listener leaves, and
 * the data is dropped. Messages are parsed and decoded in a Worker (fleet-decoder.ts), which keeps
 * the cars' facts between messages, as the compact feed sends them only when new or changed.
 */
export const $monitorFleet: ReadableAtom<MonitorFleet | null> = monitorFleet;

/** One decoder (and Worker) for the page, made with the first subscriber. */
let decoder: FleetDecoder | null = null;

onMount(monitorFleet, () => {
  decoder ??= new FleetDecoder((update) => monitorFleet.set((monitorFleet.get() ?? MonitorFleet.EMPTY).apply(update)));
  const feed = decoder;
  // The fleet starts from nothing again, so the reader must send every uid and fact again.
  feed.reset();
  const close = openChannel('monitor', (payload) => feed.push(payload));
  return () => {
    close();
    monitorFleet.set(null);
  };
});

/**
 * The live monitor data (spec 4, 7.12) as the spec's list of cars, for a host that wants every
 * record: each message replaces the previous data whole, so a car missing from a message is gone.
 * null until the first message. Subscribing opens the /fms-monitor socket; it closes a moment
 * after the last listener leaves, and the data is dropped. Decoded on the page: the console's own
 * map and truck details read $monitorFleet instead, decoded in a Worker. Made by a pure call, so a
 * bundle that never reads it leaves it and its decoder out (the map's size budget).
 */
export const $monitorData: ReadableAtom<MonitorCar[] | null> = /* #__PURE__ */ monitorDataStore();

function monitorDataStore(): ReadableAtom<MonitorCar[] | null> {
  const monitorData = atom<MonitorCar[] | null>(null);
  onMount(monitorData, () => {
    let facts: ReadonlyMap<string, CarFacts> = new Map();
    const close = openChannel('monitor', (payload) => {
      const message = parseMonitorMessage(payload instanceof RawMessage ? JSON.parse(payload.text) as unknown : payload, facts);
      if (!message) return;
      facts = message.facts;
      monitorData.set(message.data);
    });
    return () => {
      close();
      monitorData.set(null);
    };
  });
  return monitorData;
}

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
