import type { SocketConnectOptions } from '../../../src/core/sockets';

/**
 * The one fake socket.io client socket of the tests, free of any test runner so the unit tests
 * (tests/core/sockets/fake-io.ts wraps it in spies) and the element tests (tests/elements/fake-sockets.ts)
 * share it. `emit` plays a server message or a lifecycle event; connect and disconnect behave as
 * socket.io's do (a client disconnect of a connected socket fires its 'disconnect' handler), so tests
 * of reconnection see what the real client would report.
 */
export interface FakeSocket {
  url: string;
  options: SocketConnectOptions;
  active: boolean;
  connected: boolean;
  on(event: string, listener: (...args: unknown[]) => void): void;
  connect(): void;
  disconnect(): void;
  /** Plays an event to the socket's listener; false when nothing listens to it yet. */
  emit(event: string, ...args: unknown[]): boolean;
  /** Whether a listener for the event has been given. */
  listens(event: string): boolean;
  /** The token the next handshake would carry. */
  token(): string;
}

/** A socket as `io(url, options)` makes it; `active` is false for one that waits for connect(). */
export function fakeSocket(url: string, options: SocketConnectOptions, { active = true } = {}): FakeSocket {
  const handlers: Record<string, (...args: unknown[]) => void> = {};
  const socket: FakeSocket = {
    url, options, active, connected: false,
    on: (event, listener) => { handlers[event] = listener; },
    connect: () => { socket.active = true; },
    disconnect: () => {
      socket.active = false;
      if (socket.connected) {
        socket.connected = false;
        handlers.disconnect?.('io client disconnect');
      }
    },
    emit: (event, ...args) => {
      if (event === 'connect') socket.connected = true;
      if (event === 'disconnect') socket.connected = false;
      const handler = handlers[event];
      handler?.(...args);
      return Boolean(handler);
    },
    listens: (event) => event in handlers,
    token: () => {
      let token = '';
      (options.auth as (cb: (data: { token: string }) => void) => void)((data) => { token = data.token; });
      return token;
    },
  };
  return socket;
}

/** An `io` that makes fake sockets; `sockets` holds every one it opened, oldest first. */
export function fakeSocketIo() {
  const sockets: FakeSocket[] = [];
  const io = (url: string, options: SocketConnectOptions): FakeSocket => {
    const socket = fakeSocket(url, options);
    sockets.push(socket);
    return socket;
  };
  /** The sockets open on a namespace (e.g. '/fms-event'). */
  const on = (namespace: string) => sockets.filter((s) => s.url.endsWith(namespace));
  return { io, sockets, on };
}
