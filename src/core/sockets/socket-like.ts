import type { SocketConnectOptions } from './policy';

/**
 * The socket a channel drives, apart from both its users: channel.ts opens channels on it and
 * lazy-io.ts stands in for it until socket.io has loaded, so neither imports the other for it.
 */

/** The part of a socket.io client socket this module uses; tests hand in a fake. */
export interface SocketLike {
  /** True while socket.io itself will (re)connect; false once the server refused or dropped it. */
  readonly active: boolean;
  /** True while connected. */
  readonly connected?: boolean;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export type IoFactory = (url: string, options: SocketConnectOptions) => SocketLike;
