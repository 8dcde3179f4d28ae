// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearHostTokens, provideTokens, type HostTokens } from '../../../src/core/session/host-tokens';
import { renewSession } from '../../../src/core/session/keep-alive';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { $liveEvent, configureSockets, SOCKET_TOKEN_EXPIRED_EVENT } from '../../../src/core/sockets';
import { accessToken } from '../session/helpers';
import { fakeIo } from './fake-io';

afterEach(() => {
  cleanStores($liveEvent);
  configureSockets();
  clearHostTokens();
  writeSession(EMPTY_SESSION);
});

describe('sockets with tokens a partner page provides (issue 9)', () => {
  it('the handshake carries the provided token, and a token the server drops is renewed through the provider', async () => {
    const exp = Math.floor(Date.now() / 1000) + 900;
    const first = accessToken(exp);
    const second = accessToken(exp + 1);
    const provider = vi.fn<() => Promise<HostTokens>>()
      .mockResolvedValueOnce({ accessToken: first })
      .mockResolvedValueOnce({ accessToken: second });
    await provideTokens(provider);
    const { sockets } = fakeIo({ renewSession });
    const stop = $liveEvent.listen(() => {});
    const [socket] = sockets;
    expect(socket.token()).toBe(first);
    socket.emit('connect');
    socket.emit(SOCKET_TOKEN_EXPIRED_EVENT, { reason: SOCKET_TOKEN_EXPIRED_EVENT });
    socket.active = false;
    socket.emit('disconnect', 'io server disconnect');
    await vi.waitFor(() => expect(provider).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(socket.token()).toBe(second));
    stop();
  });
});
