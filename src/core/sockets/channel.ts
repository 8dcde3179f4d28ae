import { map, type ReadableAtom } from 'nanostores';
import { io as socketIo } from 'socket.io-client';
import { SOCKET_CHANNELS, type SocketChannel } from '../api/contract/message';
import { $config } from '../config/store';
import { $session } from '../session/store';
import { reconnectDelay, socketOptions, socketUrl, type SocketConnectOptions } from './policy';

/** The part of a socket.io client socket this module uses; tests hand in a fake. */
export interface SocketLike {
  /** True while socket.io itself will (re)connect; false once the server refused or dropped it. */
  readonly active: boolean;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export type IoFactory = (url: string, options: SocketConnectOptions) => SocketLike;

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting';

interface SocketDeps {
  io: IoFactory;
  /** The jitter of manual reconnects; [0, 1). */
  random: () => number;
}

const defaults: SocketDeps = { io: (url, options) => socketIo(url, options), random: Math.random };
let deps: SocketDeps = { ...defaults };

const state = map<Record<SocketChannel, ConnectionState>>({ monitor: 'idle', event: 'idle' });

/** Connection state of each realtime channel, for an 'offline' hint; read-only. */
export const $socketState: ReadableAtom<Record<SocketChannel, ConnectionState>> = state;

/** Closers of the open channels, for sign-out. */
const open = new Set<() => void>();

/**
 * Wires the realtime layer. `io` and `random` replace socket.io and Math.random (tests); `onSignOut`
 * is the session's registrar, given so that signing out disconnects every socket (spec 2.5).
 * Called with no options, it restores the defaults.
 */
export function configureSockets(options: Partial<SocketDeps> & { onSignOut?: (listener: () => void) => unknown } = {}): void {
  const { onSignOut, ...rest } = options;
  deps = { ...defaults, ...rest };
  onSignOut?.(disconnectAllSockets);
}

/**
 * Opens one namespace and passes each raw message of its event to `onMessage`; returns the closer.
 * socket.io reconnects a dropped transport by itself. When the server refuses the connection or
 * disconnects it (an expired token, a restart), socket.io gives up; we then retry on our backoff,
 * and the next attempt carries the current token.
 */
export function openChannel(channel: SocketChannel, onMessage: (payload: unknown) => void): () => void {
  const { namespace, event } = SOCKET_CHANNELS[channel];
  const url = socketUrl($config.get().hosts.socket, namespace);
  const socket = deps.io(url, socketOptions(() => $session.get().accessToken));
  let closed = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: ConnectionState) => {
    if (!closed) state.setKey(channel, next);
  };
  const retryIfAbandoned = () => {
    setState('reconnecting');
    if (closed || socket.active || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!closed) socket.connect();
    }, reconnectDelay(attempt++, deps.random));
  };

  setState('connecting');
  socket.on(event, onMessage);
  socket.on('connect', () => {
    attempt = 0;
    setState('connected');
  });
  socket.on('disconnect', retryIfAbandoned);
  socket.on('connect_error', retryIfAbandoned);

  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(retry);
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
