import { describe, expect, it } from 'vitest';
import type { Namespace } from 'socket.io';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import type { MonitorFeed } from '../../../src/core/api/contract/monitor-feed';
import { monitorDelivery, monitorPublisher, type MonitorTick } from '../../../demo/server/realtime/monitor-broadcast';
import type { PrintedJson } from '../../../demo/server/realtime/printed-packet';

/**
 * The monitor feed over several server processes (issue 25, 2): the simulator's process encodes
 * each tick once, each process delivers it to its own sockets, whole to a newcomer and the changes
 * to the others, and a process that came late asks for a whole frame instead of guessing.
 */

/** A process's monitor namespace with one room whose members the test sets; it records what was sent to whom. */
function fakeProcess() {
  const members = new Set<string>();
  const sockets = new Map<string, { data: Record<string, unknown> }>();
  const sent: Array<{ to: string[]; except: string[]; data: MonitorFeed }> = [];
  const target = (to: string[], except: string[] = []) => ({
    except: (ids: string[]) => target(to, ids),
    // the delivery hands socket.io the message printed (printed-packet.ts): read back as a client would
    emit: (_event: string, message: PrintedJson) => { sent.push({ to, except, data: (JSON.parse(message.text) as { data: MonitorFeed }).data }); return true; },
  });
  const nsp = {
    adapter: { rooms: new Map([['ent:a', members]]) },
    sockets,
    local: { to: (room: string | string[]) => target(Array.isArray(room) ? room : [room]) },
  } as unknown as Namespace;
  const join = (id: string) => { members.add(id); sockets.set(id, { data: {} }); };
  const leave = (id: string) => { members.delete(id); sockets.delete(id); };
  return { nsp, join, leave, sent };
}

const car = (carUid: string, carNo: string, speed: number) =>
  ({ carUid, carNo, status: 1, lat: 25, lng: 121, speed, time: 1000, direction: 0, mileage: 0, fuel: 0, rpm: 0, engineTemp: 0, fences: [], devices: [] }) as unknown as MonitorRecord;

const factsOf = (feed: MonitorFeed) => (feed.facts ?? []).map((f) => f.carNo).sort();

describe('the monitor feed across processes', () => {
  it('publishes a full frame first and after an enterprise was forgotten, changes in between', () => {
    const publisher = monitorPublisher();
    const first = publisher.tick('a', [car('c1', 'KLA-0001', 10), car('c2', 'KLA-0002', 20)]);
    expect(first.full).toBe(true);
    expect(factsOf(first.frame)).toEqual(['KLA-0001', 'KLA-0002']);
    const second = publisher.tick('a', [car('c1', 'KLA-0001', 30), car('c2', 'KLA-0009', 20)]);
    expect(second.full).toBe(false);
    expect(factsOf(second.frame)).toEqual(['KLA-0009']);
    publisher.keepOnly(new Set());
    expect(publisher.tick('a', [car('c1', 'KLA-0001', 30)]).full).toBe(true);
    publisher.forget('a');
    expect(publisher.tick('a', [car('c1', 'KLA-0001', 30)]).full).toBe(true);
  });

  it('a process gives its newcomer every fact and its other sockets the changes, whoever encoded the tick', () => {
    const publisher = monitorPublisher();
    const here = fakeProcess();
    const deliver = monitorDelivery(() => { throw new Error('no whole frame is needed'); });
    here.join('s1');
    deliver(here.nsp, publisher.tick('a', [car('c1', 'KLA-0001', 10), car('c2', 'KLA-0002', 20)]));
    here.join('s2');
    here.sent.length = 0;
    deliver(here.nsp, publisher.tick('a', [car('c1', 'KLA-0001', 30), car('c2', 'KLA-0009', 20)]));
    const changes = here.sent.find((m) => m.except.includes('s2'))!;
    expect(changes.to).toEqual(['ent:a']);
    expect(factsOf(changes.data)).toEqual(['KLA-0009']);
    const whole = here.sent.find((m) => m.to.includes('s2'))!;
    // the newcomer's facts: the changed car's new ones and the other car's from the frame before
    expect(factsOf(whole.data)).toEqual(['KLA-0001', 'KLA-0009']);
    expect(whole.data.speed).toEqual(changes.data.speed);
  });

  it('a process that missed the frames before asks for a whole one, and its newcomer waits for it', () => {
    const publisher = monitorPublisher();
    publisher.tick('a', [car('c1', 'KLA-0001', 10)]);
    const late = fakeProcess();
    const asked: string[] = [];
    const deliver = monitorDelivery((e) => { asked.push(e); publisher.forget(e); });
    late.join('s1');
    deliver(late.nsp, publisher.tick('a', [car('c1', 'KLA-0001', 20)]));
    expect(asked).toEqual(['a']);
    expect(late.sent).toEqual([]);
    const next: MonitorTick = publisher.tick('a', [car('c1', 'KLA-0001', 30)]);
    expect(next.full).toBe(true);
    deliver(late.nsp, next);
    expect(late.sent.map((m) => [m.to, factsOf(m.data)])).toEqual([[['s1'], ['KLA-0001']]]);
  });

  it('sends nothing to a process nobody watches on, and a watcher who comes after the room emptied gets every fact again', () => {
    const publisher = monitorPublisher();
    const here = fakeProcess();
    const deliver = monitorDelivery(() => {});
    deliver(here.nsp, publisher.tick('a', [car('c1', 'KLA-0001', 10)]));
    expect(here.sent).toEqual([]);
    here.join('s1');
    deliver(here.nsp, publisher.tick('a', [car('c1', 'KLA-0001', 10)]));
    const whole = here.sent.at(-1)!;
    expect(whole.to).toEqual(['s1']);
    here.leave('s1');
    here.join('s2');
    here.sent.length = 0;
    deliver(here.nsp, publisher.tick('a', [car('c1', 'KLA-0001', 10)]));
    expect(here.sent.find((m) => m.to.includes('s2'))?.data.facts).toEqual(whole.data.facts);
  });
});
