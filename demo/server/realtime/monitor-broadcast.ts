import type { Namespace } from 'socket.io';
import { SOCKET_CHANNELS } from '../../../src/core/api/contract/socket';
import type { CarFacts, MonitorFeed } from '../../../src/core/api/contract/monitor-feed';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { MonitorFeedEncoder } from '../../../src/core/monitor-feed';
import { MonitorMessagePrinter } from './monitor-print';
import { PrintedJson } from './printed-packet';

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
 * The encoder of the process running the simulator: one MonitorFeedEncoder per watched enterprise,
 * whose frame (reused from tick to tick) is published and delivered within `tick`'s caller, before
 * the next tick (issue 26, 2). An enterprise forgotten (nobody watches it, or a process asks for a
 * whole frame) gets a full frame next.
 */
export function monitorPublisher() {
  const encoders = new Map<string, MonitorFeedEncoder>();
  return {
    tick(enterpriseUid: string, records: readonly MonitorRecord[]): MonitorTick {
      let encoder = encoders.get(enterpriseUid);
      if (!encoder) encoders.set(enterpriseUid, (encoder = new MonitorFeedEncoder()));
      const full = encoder.fresh;
      // without facts before, every car's facts changed: the frame is the whole one
      return { enterpriseUid, frame: encoder.encode(records), full };
    },
    forget(enterpriseUid: string): void {
      encoders.get(enterpriseUid)?.reset();
    },
    /** Nobody watches the others: their encoders are dropped (the next watcher gets the facts whole anyway). */
    keepOnly(watched: ReadonlySet<string>): void {
      for (const e of encoders.keys()) if (!watched.has(e)) encoders.delete(e);
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
 * factsAfter kept in `known` itself: a tick whose cars are those before, some with new facts, costs
 * no new map of the whole fleet (issue 26, 2); a tick that drops cars builds it anew.
 */
export function followFacts(frame: MonitorFeed, known: Map<string, CarFacts>): Map<string, CarFacts> {
  for (const facts of frame.facts ?? []) known.set(facts.carUid, facts);
  let same = known.size === frame.car.length;
  for (let i = 0; same && i < frame.car.length; i++) same = known.has(frame.car[i]);
  return same ? known : factsAfter(frame, known);
}

/**
 * The delivery of one process. It follows every published frame to know each car's facts, so it can
 * give a newcomer a whole frame. A process that missed the frames before (it started later) cannot:
 * it asks for a full frame (`askWhole`), and its newcomers wait for it. Each message is printed
 * once, by the enterprise's printer (monitor-print.ts), and handed to socket.io as text
 * (printed-packet.ts): the sockets' server must use `printedJsonParser`.
 */
export function monitorDelivery(askWhole: (enterpriseUid: string) => void): (nsp: Namespace, tick: MonitorTick) => void {
  const known = new Map<string, Map<string, CarFacts>>();
  const printers = new Map<string, MonitorMessagePrinter>();
  return (nsp, { enterpriseUid, frame, full }) => {
    const room = `ent:${enterpriseUid}`;
    const base = full ? new Map<string, CarFacts>() : known.get(enterpriseUid);
    const members = nsp.adapter.rooms.get(room);
    if (!base) {
      if (members?.size) askWhole(enterpriseUid);
      return;
    }
    const facts = followFacts(frame, base);
    known.set(enterpriseUid, facts);
    if (!members?.size) {
      printers.delete(enterpriseUid);
      return;
    }
    let printer = printers.get(enterpriseUid);
    if (!printer) printers.set(enterpriseUid, (printer = new MonitorMessagePrinter()));
    const send = (data: MonitorFeed) => new PrintedJson(printer.print(data));
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
