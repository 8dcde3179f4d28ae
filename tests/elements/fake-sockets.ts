import type { MonitorRecord } from '../../src/core/api/contract/monitor';
import { configureSockets, type SocketConnectOptions } from '../../src/core/sockets';
import { wireCore } from '../../src/core/wire';

/**
 * A fake socket.io for the element tests: each connection records its handlers, and the test
 * plays server messages on /fms-event and /fms-monitor.
 */
export function fakeSockets() {
  const sockets: Array<{ url: string; handlers: Record<string, (...args: unknown[]) => void> }> = [];
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
    push(data: MonitorRecord[]) {
      for (const s of on('/fms-monitor')) s.handlers.monitor?.({ type: 'monitor', data });
    },
    /** How many monitor sockets were opened. */
    get open() {
      return on('/fms-monitor').length;
    },
  };
}
