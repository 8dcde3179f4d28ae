import { describe, expect, it, vi } from 'vitest';
import type { SocketLike } from '../../../src/core/sockets/socket-like';
import { lazyIo, type IoModule } from '../../../src/core/sockets/lazy-io';
import type { FakeSocket } from './fake-io';
import { fakeSocket } from './fake-socket';

/** Issue 9, lean delivery: socket.io is fetched when a channel first opens, not with the page. */
function fakeModule() {
  const made: Array<{ url: string; options: object; socket: FakeSocket }> = [];
  const module: IoModule = {
    io: (url, options) => {
      // As socket.io makes it with autoConnect false: inactive until connect().
      const plain = fakeSocket(url, options, { active: false });
      const socket = Object.assign(plain, { connect: vi.fn(plain.connect), disconnect: vi.fn(plain.disconnect) });
      made.push({ url, options, socket });
      return socket as unknown as SocketLike;
    },
  };
  return { module, made };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazy socket.io (issue 9)', () => {
  it('nothing is fetched until a channel opens', () => {
    const load = vi.fn(async () => fakeModule().module);
    lazyIo(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('the listeners given before socket.io arrives reach the real socket, which then connects without connecting twice', async () => {
    const { module, made } = fakeModule();
    const io = lazyIo(async () => module);
    const socket = io('/fms-monitor', { path: '/socket' });
    const onMessage = vi.fn();
    socket.on('monitor', onMessage);
    expect(socket.active).toBe(true);
    expect(socket.connected).toBe(false);
    await settle();
    expect(made).toHaveLength(1);
    expect(made[0].url).toBe('/fms-monitor');
    expect(made[0].options).toMatchObject({ path: '/socket', autoConnect: false });
    expect(made[0].socket.connect).toHaveBeenCalledTimes(1);
    made[0].socket.emit('monitor', { cars: [] });
    expect(onMessage).toHaveBeenCalledWith({ cars: [] });
  });

  it('a channel closed before socket.io arrives never connects', async () => {
    const { module, made } = fakeModule();
    const socket = lazyIo(async () => module)('/fms-event', {});
    socket.disconnect();
    await settle();
    expect(made[0].socket.connect).not.toHaveBeenCalled();
    expect(socket.active).toBe(false);
  });

  it('socket.io is fetched once for every channel', async () => {
    const { module, made } = fakeModule();
    const load = vi.fn(async () => module);
    const io = lazyIo(load);
    io('/fms-monitor', {});
    io('/fms-event', {});
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(2);
  });

  it('a failed fetch reads as a connection error, and the next connect fetches again', async () => {
    const { module, made } = fakeModule();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(module);
    const socket = lazyIo(load)('/fms-monitor', {});
    const onError = vi.fn();
    socket.on('connect_error', onError);
    await settle();
    expect(onError).toHaveBeenCalledWith(new Error('chunk gone'));
    expect(socket.active).toBe(false);
    socket.connect();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(made[0].socket.connect).toHaveBeenCalledTimes(1);
  });
});
