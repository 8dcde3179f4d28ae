import type { MonitorRecord } from '../../src/core/api/contract/monitor';
import { encodeMonitorFeed, type SentFacts } from '../../src/core/monitor-feed';
import { configureSockets, type SocketConnectOptions } from '../../src/core/sockets';
import { wireCore } from '../../src/core/wire';

interface FakeSocket {
  url: string;
  handlers: Record<string, (...args: unknown[]) => void>;
  /** The monitor facts this socket has had, as the reference server tracks them. */
  sent?: SentFacts;
}

/**
 * A fake socket.io for the element tests: each connection records its handlers, and the test
 * plays server messages on /fms-event and /fms-monitor. Monitor messages go in the compact feed,
 * encoded by the contract's own encoder as the reference server does: every car's facts to a
 * socket's first message, then only the changed ones.
 */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  // Wire first: wireCore() restores the real io, so the fake goes in after it.
  wireCore();
  configureSockets({
    io: (url: string, _options: SocketConnectOptions) => {
      const handlers: Record<string, (...args: unknown[]) => void> = {};
      sockets.push({ url, handlers });
      return { active: true, on: (event: string, fn: (...args: unknown[]) => void) => { handlers[event] = fn; }, connect: () => undefined, disconnect: () => undefined };
    },
    random: () => 0,
  });
  const on = (path: string) => sockets.filter((s) => s.url.endsWith(path));
  return {
    sockets,
    /** Sends a /fms-event 'event' message to every open event socket. */
    emitEvent(data: Record<string, unknown>) {
      for (const s of on('/fms-event')) s.handlers.event?.({ type: 'event', data });
    },
    /** Plays one /fms-monitor 'monitor' message (the whole fleet). */
    push(records: MonitorRecord[]) {
      for (const s of on('/fms-monitor')) {
        const frame = encodeMonitorFeed(records, s.sent);
        const data = s.sent ? frame.changes : frame.whole;
        s.sent = frame.sent;
        s.handlers.monitor?.({ type: 'monitor', data });
      }
    },
    /** How many monitor sockets were opened. */
    get open() {
      return on('/fms-monitor').length;
    },
  };
}
