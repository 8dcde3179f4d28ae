import '../../../src/elements/live/monitor-map/monitor-map.element';
import { setFetch } from '../../../src/core/http';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { configureSockets, RawMessage, type SocketConnectOptions } from '../../../src/core/sockets';
import { encodeMonitorFeed, MonitorFleet } from '../../../src/core/monitor-feed';
import type { BenchFleet } from './fleet';
import { measure, type Panner } from './measure';

/**
 * The whole <fms-monitor-map> (React table of N rows, legend counts, filters, the layer) fed by a
 * fake server: the car list answers the first page, and a fake /fms-monitor delivers a message a
 * second in the compact feed the server sends (src/core/monitor-feed) as its JSON text, the way the
 * console's socket decoder hands it on (src/core/sockets/raw-feed.ts): the store's Worker parses and
 * decodes it, and the page takes the columns over. The whole facts first, then two pre-serialised
 * frames of changes alternate, so serialising costs the page nothing. The map is dragged with mouse
 * events. Main-thread ms per message: the hand-off to the Worker plus applying its answer
 * (MonitorFleet.apply, timed by wrapping it); React's render afterwards counts in JS ms/frame.
 */
export function startElementMode(host: HTMLElement, fleet: BenchFleet) {
  const first = fleet.message();
  const whole = encodeMonitorFeed(first);
  const second = encodeMonitorFeed(fleet.message(), whole.sent);
  const third = encodeMonitorFeed(fleet.message(), second.sent);
  const frame = (data: unknown) => JSON.stringify({ type: 'monitor', data });
  const texts = [frame(second.changes), frame(third.changes)];
  let wholeSent = false;
  writeSession({ ...EMPTY_SESSION, accessToken: 'bench' });
  setFetch((async (input: RequestInfo | URL) => {
    const path = new URL(String(input), location.href).pathname;
    const data = path.endsWith('driving-monitor/v0/car/list') ? { total: first.length, offset: 0, limit: first.length, list: first }
      : path.endsWith('options/v0/list') ? { total: 0, offset: 0, limit: 1000, list: [] } : null;
    return new Response(JSON.stringify({ status: 0, data }), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch);
  let deliver: ((payload: unknown) => void) | null = null;
  configureSockets({
    io: (_url: string, _o: SocketConnectOptions) => ({
      active: true, connect: () => undefined, disconnect: () => undefined,
      on: (event: string, fn: (...args: unknown[]) => void) => { if (event === 'monitor') deliver = fn; },
    }),
  });
  let k = 0;
  let messageMs = 0;
  let messages = 0;
  let applied = 0;
  const apply = MonitorFleet.prototype.apply;
  MonitorFleet.prototype.apply = function timedApply(this: MonitorFleet, update) {
    const t0 = performance.now();
    const next = apply.call(this, update);
    messageMs += performance.now() - t0;
    applied++;
    return next;
  };
  setInterval(() => {
    const t0 = performance.now();
    if (!deliver) return;
    if (!wholeSent) {
      wholeSent = true;
      deliver(new RawMessage(frame(whole.whole)));
    } else deliver(new RawMessage(texts[k++ % 2]));
    messageMs += performance.now() - t0;
    messages++;
  }, 1000);
  const el = document.createElement('fms-monitor-map');
  el.style.height = '100%';
  host.append(el);

  return async (ms: number) => {
    // Steady state: the first paint and the first message (every car's facts, once per connection)
    // are in before the window opens, so the figures are those of the updates a second that follow.
    while (applied < 3) await new Promise((resolve) => setTimeout(resolve, 100));
    const pane = () => el.shadowRoot!.querySelector<HTMLElement>('.leaflet-map-pane')!;
    const box = el.shadowRoot!.querySelector<HTMLElement>('.map')!.getBoundingClientRect();
    let x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const mouse = (type: string, target: EventTarget) =>
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, clientX: x, clientY: y, button: 0, buttons: 1 }));
    mouse('mousedown', pane());
    const [m0, ms0] = [messages, messageMs];
    const pan: Panner = {
      step(dx) {
        x += dx;
        mouse('mousemove', pane());
      },
      end() {
        mouse('mouseup', pane());
      },
    };
    return measure(pan, ms, () => ({
      listed: el.shadowRoot!.querySelector('.trucks-count')?.textContent ?? '',
      messageMsAvg: messages > m0 ? (messageMs - ms0) / (messages - m0) : 0,
    }));
  };
}
