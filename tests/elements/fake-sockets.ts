import type { MonitorRecord } from '../../src/core/api/contract/monitor';
import { encodeMonitorFeed, type SentFacts } from '../../src/core/monitor-feed';
import { configureSockets } from '../../src/core/sockets';
import { wireCore } from '../../src/core/wire';
import { fakeSocketIo, type FakeSocket } from '../core/sockets/fake-socket';

/**
 * The shared fake socket.io (tests/core/sockets/fake-socket.ts) wired into the element tests: the test
 * plays server messages on /fms-event and /fms-monitor. Monitor messages go in the compact feed,
 * encoded by the contract's own encoder as the reference server does: every car's facts to a
 * socket's first message, then only the changed ones.
 */
export function fakeSockets() {
  const { io, sockets, on } = fakeSocketIo();
  /** The monitor facts each socket has had, as the reference server tracks them. */
  const sent = new Map<FakeSocket, SentFacts>();
  // Wire first: wireCore() restores the real io, so the fake goes in after it.
  wireCore();
  configureSockets({ io, random: () => 0 });
  return {
    sockets,
    /** Sends a /fms-event 'event' message to every open event socket; how many listened. */
    emitEvent(data: Record<string, unknown>): number {
      return on('/fms-event').filter((s) => s.emit('event', { type: 'event', data })).length;
    },
    /**
     * Plays one /fms-monitor 'monitor' message (the whole fleet) on the open monitor sockets: a closed
     * one (an earlier test's) hears nothing, as a real socket would not.
     */
    push(records: MonitorRecord[]) {
      for (const s of on('/fms-monitor').filter((socket) => socket.active)) {
        const frame = encodeMonitorFeed(records, sent.get(s));
        const data = sent.has(s) ? frame.changes : frame.whole;
        sent.set(s, frame.sent);
        s.emit('monitor', { type: 'monitor', data });
      }
    },
    /** How many monitor sockets are open (not closed by their page). */
    get open() {
      return on('/fms-monitor').filter((socket) => socket.active).length;
    },
  };
}
