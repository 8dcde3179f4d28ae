import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import { SOCKET_PATH } from '../api/contract/socket';

/** Reconnection backoff: 1 s doubling to at most 30 s, each wait shortened by up to half at random. */
export const RECONNECT_POLICY = { baseMs: 1000, maxMs: 30_000, jitter: 0.5 } as const;

export type ReconnectPolicy = { baseMs: number; maxMs: number; jitter: number };

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): exponential, capped, then
 * shortened by a random share of up to `jitter` so that many consoles do not retry in step after a
 * server restart. `random` returns a number in [0, 1).
 */
export function reconnectDelay(attempt: number, random: () => number, policy: ReconnectPolicy = RECONNECT_POLICY): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** n);
  const share = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling * (1 - policy.jitter * share));
}

/**
 * The URL of a namespace (spec 7.12). An empty origin means the page's own; otherwise only the
 * origin is used, since socket.io would read any path in the URL as part of the namespace.
 */
export function socketUrl(origin: string, namespace: string): string {
  if (!origin.trim()) return namespace;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw new TypeError(`socket origin is not a URL: ${origin}`);
  }
  return `${parsed.origin}${namespace}`;
}

export type SocketConnectOptions = Partial<ManagerOptions & SocketOptions>;

/**
 * Options of every realtime connection (spec 7.12): path /socket, websocket only, the access token
 * as auth, automatic reconnection on the same backoff. The token is read at each (re)connection, so
 * a refreshed token is used without reopening anything.
 */
export function socketOptions(accessToken: () => string): SocketConnectOptions {
  return {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: (cb) => cb({ token: accessToken() }),
    reconnection: true,
    reconnectionDelay: RECONNECT_POLICY.baseMs,
    reconnectionDelayMax: RECONNECT_POLICY.maxMs,
    randomizationFactor: RECONNECT_POLICY.jitter,
  };
}
