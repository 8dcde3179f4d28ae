import type { Namespace } from 'socket.io';
import { SOCKET_CHANNELS } from '../../../src/core/api/contract/socket';
import type { CarFacts, MonitorFeed, MonitorSocketMessage } from '../../../src/core/api/contract/monitor-feed';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { encodeMonitorFeed, type SentFacts } from '../../../src/core/monitor-feed';

/**
 * The /fms-monitor broadcast in the compact feed (contract/monitor-feed.ts, issue 9), split for
 * several server processes (issue 25, 2): the one process that runs the simulator encodes each
 * watched enterprise's tick once (`monitorPublisher`) and publishes it to every process; each
 * process delivers it to its own sockets (`monitorDelivery`): the sockets that had the previous
 * frame get the facts that changed, a socket new to the room gets every car's facts.
 */

/** One enterprise's tick as published: the frame with the facts that changed; `full` when it carries every car's. */
export interface MonitorTick {
  enterpriseUid: string;
  frame: MonitorFeed;
  full: boolean;
}

/** Marks a socket that has had a whole feed message, so it gets only changed facts from then on. */
const HAS_FACTS = 'monitorFacts';

/**
 * The encoder of the process running the simulator. The facts last published are kept per
 * enterprise; an enterprise forgotten (nobody watches it, or a process asks for a whole frame)
 * gets a full frame next.
 */
export function monitorPublisher() {
  const sentByEnterprise = new Map<string, SentFacts>();
  return {
    tick(enterpriseUid: string, records: readonly MonitorRecord[]): MonitorTick {
      const before = sentByEnterprise.get(enterpriseUid);
      const frame = encodeMonitorFeed(records, before);
      sentByEnterprise.set(enterpriseUid, frame.sent);
      // without facts before, every car's facts changed: `changes` is the whole frame
      return { enterpriseUid, frame: frame.changes, full: before === undefined };
    },
    forget(enterpriseUid: string): void {
      sentByEnterprise.delete(enterpriseUid);
    },
    /** Nobody watches the others: their facts are dropped (the next watcher gets them whole anyway). */
    keepOnly(watched: ReadonlySet<string>): void {
      for (const e of sentByEnterprise.keys()) if (!watched.has(e)) sentByEnterprise.delete(e);
    },
  };
}

/** The facts of the frame's cars after it: those it brings over those known (a car gone is dropped). */
export function factsAfter(frame: MonitorFeed, known: ReadonlyMap<string, CarFacts>): Map<string, CarFacts> {
  const brought = new Map<string, CarFacts>();
  for (const facts of frame.facts ?? []) brought.set(facts.carUid, facts);
  const out = new Map<string, CarFacts>();
  for (const carUid of frame.car) {
    const facts = brought.get(carUid) ?? known.get(carUid);
    if (facts) out.set(carUid, facts);
  }
  return out;
}

/**
 * The delivery of one process. It follows every published frame to know each car's facts, so it can
 * give a newcomer a whole frame. A process that missed the frames before (it started later) cannot:
 * it asks for a full frame (`askWhole`), and its newcomers wait for it.
 */
export function monitorDelivery(askWhole: (enterpriseUid: string) => void): (nsp: Namespace, tick: MonitorTick) => void {
  const known = new Map<string, Map<string, CarFacts>>();
  const send = (data: MonitorSocketMessage['data']): MonitorSocketMessage => ({ type: 'monitor', data });
  return (nsp, { enterpriseUid, frame, full }) => {
    const room = `ent:${enterpriseUid}`;
    const base = full ? new Map<string, CarFacts>() : known.get(enterpriseUid);
    const members = nsp.adapter.rooms.get(room);
    if (!base) {
      if (members?.size) askWhole(enterpriseUid);
      return;
    }
    const facts = factsAfter(frame, base);
    known.set(enterpriseUid, facts);
    if (!members?.size) return;
    const newcomers = [...members].filter((id) => {
      const socket = nsp.sockets.get(id);
      return socket !== undefined && socket.data[HAS_FACTS] !== true;
    });
    // local: the other processes deliver the same tick to their own sockets
    if (newcomers.length < members.size) nsp.local.to(room).except(newcomers).emit(SOCKET_CHANNELS.monitor.event, send(frame));
    if (!newcomers.length) return;
    for (const id of newcomers) nsp.sockets.get(id)!.data[HAS_FACTS] = true;
    const whole: MonitorFeed = { ...frame, facts: frame.car.flatMap((carUid) => facts.get(carUid) ?? []) };
    nsp.local.to(newcomers).emit(SOCKET_CHANNELS.monitor.event, send(whole));
  };
}
