import { map, type ReadableAtom } from 'nanostores';
import { SOCKET_CHANNELS, SOCKET_TOKEN_EXPIRED_EVENT, SOCKET_UNAUTHORIZED, type SocketChannel } from '../api/contract/socket';
import { $config } from '../config/store';
import { $session } from '../session/store';
import { afterFirstContent } from './first-content';
import { lazyIo, type IoModule } from './lazy-io';
import { reconnectDelay, socketOptions, socketUrl } from './policy';
import type { IoFactory } from './socket-like';

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting';

/** What renewing the tokens came to: new tokens stored, the session ended, or try again later. */
export type RenewOutcome = 'refreshed' | 'ended' | 'retry';

interface SocketDeps {
  io: IoFactory;
  /** The jitter of manual reconnects; [0, 1). */
  random: () => number;
  /** Renews the tokens when the server refused or dropped a socket for an expired token. */
  renewSession: (() => Promise<RenewOutcome>) | null;
}

/**
 * socket.io is fetched when the first channel opens, not with the page (lazy-io.ts). Its decoder
 * leaves the monitor's messages as text for the Worker to parse (raw-feed.ts, issue 26, 1). It is
 * fetched only after the page's first content (first-content.ts): the header's bell opens /fms-event
 * at once, and /monitor draws its trucks first (issue 26, 5).
 */
const socketIo = lazyIo(() => afterFirstContent().then(() => Promise.all([import('socket.io-client'), import('./raw-feed')])).then(([client, raw]): IoModule => ({
  io: (url, options) => client.io(url, { ...options, parser: raw.rawMonitorParser }),
})));
const defaults: SocketDeps = { io: socketIo, random: Math.random, renewSession: null };
let deps: SocketDeps = { ...defaults };

const state = map<Record<SocketChannel, ConnectionState>>({ monitor: 'idle', event: 'idle' });

/** Connection state of each realtime channel, for an 'offline' hint; read-only. */
export const $socketState: ReadableAtom<Record<SocketChannel, ConnectionState>> = state;

/** Closers of the open channels, for sign-out. */
const open = new Set<() => void>();

/**
 * Wires the realtime layer. `io` and `random` replace socket.io and Math.random (tests); `onSignOut`
 * is the session's registrar, given so that signing out disconnects every socket (spec 2.5);
 * `renewSession` refreshes the tokens when the server says the socket's token has expired.
 * Called with no options, it restores the defaults.
 */
export function configureSockets(
  options: Partial<SocketDeps> & { onSignOut?: (listener: () => void) => unknown } = {},
): void {
  const { onSignOut, ...rest } = options;
  deps = { ...defaults, ...rest };
  onSignOut?.(disconnectAllSockets);
}

/** True when socket.io reports a handshake refused for the token (the server's 'unauthorized'). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error ? error.message === SOCKET_UNAUTHORIZED
    : typeof error === 'object' && error !== null && (error as { message?: unknown }).message === SOCKET_UNAUTHORIZED;
}

/**
 * Opens one namespace and passes each raw message of its event to `onMessage`; returns the closer.
 * socket.io reconnects a dropped transport by itself. When the server refuses the connection or
 * disconnects it (an expired token, a restart), socket.io gives up; we then retry on our backoff,
 * and the next attempt carries the current token. When the refusal is for the token, the tokens
 * are renewed first. A new access token (a refresh) reconnects an open socket at once, so the
 * server always holds a live token for it.
 */
export function openChannel(channel: SocketChannel, onMessage: (payload: unknown) => void): () => void {
  const { namespace, event } = SOCKET_CHANNELS[channel];
  const url = socketUrl($config.get().hosts.socket, namespace);
  let usedToken = '';
  const socket = deps.io(url, socketOptions(() => (usedToken = $session.get().accessToken)));
  let closed = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let restarting = false;
  let expired = false;
  let renewing = false;

  const setState = (next: ConnectionState) => {
    if (!closed) state.setKey(channel, next);
  };
  const schedule = (delay: number) => {
    retry = setTimeout(() => {
      retry = undefined;
      if (!closed) socket.connect();
    }, delay);
  };
  const retryIfAbandoned = () => {
    setState('reconnecting');
    if (closed || socket.active || retry !== undefined || renewing) return;
    schedule(reconnectDelay(attempt++, deps.random));
  };
  const renewThenReconnect = () => {
    setState('reconnecting');
    const renew = deps.renewSession;
    if (!renew) return retryIfAbandoned();
    if (closed || renewing || retry !== undefined) return;
    renewing = true;
    void renew().catch(() => 'retry' as const).then((outcome) => {
      renewing = false;
      if (closed || outcome === 'ended') return;
      // The first attempt after a renewal goes at once; a token refused again backs off.
      if (outcome === 'refreshed' && attempt === 0) {
        attempt++;
        if (!socket.active) socket.connect();
        return;
      }
      retryIfAbandoned();
    });
  };
  const reconnectNow = () => {
    clearTimeout(retry);
    retry = undefined;
    restarting = true;
    socket.disconnect();
    restarting = false;
    setState('reconnecting');
    socket.connect();
  };

  setState('connecting');
  socket.on(event, onMessage);
  socket.on('connect', () => {
    attempt = 0;
    setState('connected');
  });
  socket.on(SOCKET_TOKEN_EXPIRED_EVENT, () => {
    expired = true;
  });
  socket.on('disconnect', () => {
    if (restarting) return;
    if (expired) {
      expired = false;
      renewThenReconnect();
      return;
    }
    retryIfAbandoned();
  });
  socket.on('connect_error', (error: unknown) => {
    if (isUnauthorizedError(error)) renewThenReconnect();
    else retryIfAbandoned();
  });
  const stopWatchingToken = $session.listen((session) => {
    if (closed || !session.accessToken || session.accessToken === usedToken) return;
    if (socket.connected) reconnectNow();
  });

  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(retry);
    stopWatchingToken();
    open.delete(close);
    socket.disconnect();
    state.setKey(channel, 'idle');
  };
  open.add(close);
  return close;
}

/**
 * Closes every realtime connection (sign-out, spec 2.5). A store whose listeners stay opens its
 * socket again only when it next gains a first listener.
 */
export function disconnectAllSockets(): void {
  for (const close of [...open]) close();
}
