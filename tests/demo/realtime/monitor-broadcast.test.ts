import { describe, expect, it, vi } from 'vitest';
import type { Namespace } from 'socket.io';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';

const encode = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../../src/core/monitor-feed', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/core/monitor-feed')>();
  return { ...actual, encodeMonitorFeed: (...args: Parameters<typeof actual.encodeMonitorFeed>) => { encode.calls++; return actual.encodeMonitorFeed(...args); } };
});
const { monitorBroadcast } = await import('../../../demo/server/realtime/monitor-broadcast');

/** A namespace with one room whose members the test sets; it records what was sent to whom. */
function fakeNamespace() {
  const members = new Set<string>();
  const sockets = new Map<string, { data: Record<string, unknown> }>();
  const sent: Array<{ to: string[]; except: string[]; data: unknown }> = [];
  const target = (to: string[], except: string[] = []) => ({
    except: (ids: string[]) => target(to, ids),
    emit: (_event: string, message: { data: unknown }) => { sent.push({ to, except, data: message.data }); return true; },
  });
  const nsp = {
    adapter: { rooms: new Map([['ent:a', members]]) },
    sockets,
    to: (room: string | string[]) => target(Array.isArray(room) ? room : [room]),
  } as unknown as Namespace;
  const join = (id: string) => { members.add(id); sockets.set(id, { data: {} }); };
  const leave = (id: string) => { members.delete(id); sockets.delete(id); };
  return { nsp, join, leave, sent };
}

const records = [{ carUid: 'car-1', carNo: 'KLA-0001', status: 1, lat: 25, lng: 121, speed: 40 }] as unknown as MonitorRecord[];

describe('the monitor broadcast', () => {
  it('encodes nothing and sends nothing while nobody watches an enterprise', () => {
    const { nsp, sent } = fakeNamespace();
    const broadcast = monitorBroadcast();
    encode.calls = 0;
    broadcast(nsp, 'ent:a', 'a', records);
    broadcast(nsp, 'ent:a', 'a', records);
    expect(encode.calls).toBe(0);
    expect(sent).toEqual([]);
  });

  it('gives a watcher who comes after the room emptied every fact again', () => {
    const { nsp, join, leave, sent } = fakeNamespace();
    const broadcast = monitorBroadcast();
    join('s1');
    broadcast(nsp, 'ent:a', 'a', records);
    const whole = sent.at(-1)!;
    expect(whole.to).toEqual(['s1']);
    leave('s1');
    broadcast(nsp, 'ent:a', 'a', records);
    join('s2');
    sent.length = 0;
    broadcast(nsp, 'ent:a', 'a', records);
    // The room emptied and filled again: the newcomer gets the whole facts, as the first watcher did.
    expect(sent.find((m) => m.to.includes('s2'))?.data).toEqual(whole.data);
  });
});
