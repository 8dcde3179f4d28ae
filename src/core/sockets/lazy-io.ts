import type { SocketConnectOptions } from './policy';
import type { IoFactory, SocketLike } from './socket-like';

/** The part of the socket.io client module the console uses. */
export interface IoModule { io: (url: string, options: SocketConnectOptions) => SocketLike }

/**
 * An `io` that fetches socket.io only when a channel first opens (issue 9, lean delivery): pages
 * without a realtime store, the sign-in page first, never load it. The socket it answers at once
 * records listeners and the last connect or disconnect, and hands them to the real socket once the
 * module is there. A failed load (a chunk gone after a deploy) is reported as a `connect_error`, so
 * the channel backs off and its next `connect()` tries the load again.
 */
export function lazyIo(load: () => Promise<IoModule>): IoFactory {
  let module: Promise<IoModule> | null = null;
  const loadOnce = () => (module ??= load().catch((error: unknown) => {
    module = null;
    throw error;
  }));

  return (url, options) => {
    let real: SocketLike | null = null;
    let loading = false;
    let wanted = options.autoConnect ?? true;
    const listeners: Array<[string, (...args: unknown[]) => void]> = [];

    const start = () => {
      if (loading || real) return;
      loading = true;
      loadOnce().then(({ io }) => {
        loading = false;
        real = io(url, { ...options, autoConnect: false });
        for (const [event, listener] of listeners) real.on(event, listener);
        if (wanted) real.connect();
      }, (error: unknown) => {
        loading = false;
        if (!wanted) return;
        wanted = false;
        for (const [event, listener] of listeners) if (event === 'connect_error') listener(error);
      });
    };

    const socket: SocketLike = {
      get active() { return real ? real.active : wanted; },
      get connected() { return real?.connected ?? false; },
      on(event, listener) {
        listeners.push([event, listener]);
        return real?.on(event, listener);
      },
      connect() {
        wanted = true;
        if (real) return real.connect();
        start();
        return socket;
      },
      disconnect() {
        wanted = false;
        return real?.disconnect() ?? socket;
      },
    };
    if (wanted) start();
    return socket;
  };
}
