import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import {
  $liveEvent, $monitorData, $socketState, configureSockets, isUnauthorizedError, SOCKET_TOKEN_EXPIRED_EVENT,
} from '../../../src/core/sockets';
import { fakeIo, refuse, type FakeSocket } from './fake-io';

/** The server drops a socket whose token expired: it says so, then disconnects it. */
function serverExpires(socket: FakeSocket): void {
  socket.emit(SOCKET_TOKEN_EXPIRED_EVENT, { reason: SOCKET_TOKEN_EXPIRED_EVENT });
  socket.active = false;
  socket.emit('disconnect', 'io server disconnect');
}

beforeEach(() => {
  vi.useFakeTimers();
  writeSession({ ...EMPTY_SESSION, accessToken: 'access-1' });
});

afterEach(() => {
  cleanStores($monitorData, $liveEvent);
  configureSockets();
  writeSession(EMPTY_SESSION);
  vi.useRealTimers();
});

describe('isUnauthorizedError', () => {
  it.each([
    [new Error('unauthorized'), true],
    [{ message: 'unauthorized' }, true],
    [new Error('xhr poll error'), false],
    [new Error('websocket error'), false],
    [null, false],
    ['unauthorized', false],
  ])('%s → %s', (error, expected) => {
    expect(isUnauthorizedError(error)).toBe(expected);
  });
});

describe('sockets and a refreshed token', () => {
  it('a new access token reconnects an open socket, which then carries the new token', () => {
    const { sockets } = fakeIo({ renewSession: null });
    const stop = $monitorData.listen(() => {});
    const [socket] = sockets;
    expect(socket.token()).toBe('access-1');
    socket.emit('connect');
    writeSession({ ...EMPTY_SESSION, accessToken: 'access-2' });
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(socket.token()).toBe('access-2');
    socket.emit('connect');
    expect($socketState.get().monitor).toBe('connected');
    stop();
  });

  it('the same token written again does not reconnect', () => {
    const { sockets } = fakeIo({ renewSession: null });
    const stop = $monitorData.listen(() => {});
    sockets[0].token();
    sockets[0].emit('connect');
    writeSession({ ...EMPTY_SESSION, accessToken: 'access-1', refreshToken: 'r' });
    expect(sockets[0].disconnect).not.toHaveBeenCalled();
    stop();
  });

  it('a socket the server dropped for an expired token renews the tokens, then reconnects', async () => {
    const renew = vi.fn(async () => {
      writeSession({ ...EMPTY_SESSION, accessToken: 'access-2' });
      return 'refreshed' as const;
    });
    const { sockets } = fakeIo({ renewSession: renew });
    const stop = $liveEvent.listen(() => {});
    const [socket] = sockets;
    socket.token();
    socket.emit('connect');
    serverExpires(socket);
    expect($socketState.get().event).toBe('reconnecting');
    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(1));
    expect(renew).toHaveBeenCalledTimes(1);
    expect(socket.token()).toBe('access-2');
    stop();
  });

  it('a handshake refused as unauthorized renews the tokens before trying again', async () => {
    const renew = vi.fn(async () => 'refreshed' as const);
    const { sockets } = fakeIo({ renewSession: renew });
    const stop = $liveEvent.listen(() => {});
    refuse(sockets[0], 'unauthorized');
    await vi.waitFor(() => expect(sockets[0].connect).toHaveBeenCalledTimes(1));
    expect(renew).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a token refused again after a renewal backs off instead of looping', async () => {
    const renew = vi.fn(async () => 'refreshed' as const);
    const { sockets } = fakeIo({ renewSession: renew });
    const stop = $liveEvent.listen(() => {});
    const [socket] = sockets;
    refuse(socket, 'unauthorized');
    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(1));
    refuse(socket, 'unauthorized');
    await vi.waitFor(() => expect(renew).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(socket.connect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(socket.connect).toHaveBeenCalledTimes(2);
    stop();
  });

  it('spec 4: when the session has ended (refresh answered 401) the socket does not reconnect', async () => {
    const renew = vi.fn(async () => 'ended' as const);
    const { sockets } = fakeIo({ renewSession: renew });
    const stop = $liveEvent.listen(() => {});
    sockets[0].emit('connect');
    serverExpires(sockets[0]);
    await vi.waitFor(() => expect(renew).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets[0].connect).not.toHaveBeenCalled();
    stop();
  });

  it('a renewal that could not reach the server falls back to the reconnect backoff', async () => {
    const renew = vi.fn(async () => 'retry' as const);
    const { sockets } = fakeIo({ renewSession: renew });
    const stop = $liveEvent.listen(() => {});
    sockets[0].emit('connect');
    serverExpires(sockets[0]);
    await vi.waitFor(() => expect(renew).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets[0].connect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('without a renewal wired, an unauthorized refusal is retried on the backoff', async () => {
    const { sockets } = fakeIo({ renewSession: null });
    const stop = $liveEvent.listen(() => {});
    refuse(sockets[0], 'unauthorized');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets[0].connect).toHaveBeenCalledTimes(1);
    stop();
  });
});
