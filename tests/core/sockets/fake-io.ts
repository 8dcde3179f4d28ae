import { vi } from 'vitest';
import { configureSockets, type RenewOutcome, type SocketConnectOptions } from '../../../src/core/sockets';

/**
 * A fake socket.io client socket. `emit` plays a server message or a lifecycle event; connect and
 * disconnect behave as socket.io's do (a client disconnect of a connected socket fires its
 * 'disconnect' handler), so tests of reconnection see what the real client would report.
 */
export interface FakeSocket {
  url: string;
  options: SocketConnectOptions;
  active: boolean;
  connected: boolean;
  connect: ReturnType<typeof vi.fn>;
  disconnect: ReturnType<typeof vi.fn>;
  emit: (event: string, ...args: unknown[]) => void;
  /** The token the next handshake would carry. */
  token: () => string;
}

/** What a test may wire besides the fake io (the rest keep configureSockets' defaults). */
export interface FakeIoOptions {
  renewSession?: (() => Promise<RenewOutcome>) | null;
  onSignOut?: (listener: () => void) => void;
}

/** Wires a fake socket.io into the sockets layer, with no reconnect jitter; `sockets` holds every socket it opened. */
export function fakeIo(options: FakeIoOptions = {}) {
  const sockets: FakeSocket[] = [];
  const io = vi.fn((url: string, connectOptions: SocketConnectOptions) => {
    const handlers: Record<string, (...args: unknown[]) => void> = {};
    const socket = {
      url, options: connectOptions, active: true, connected: false,
      on: (event: string, fn: (...args: unknown[]) => void) => { handlers[event] = fn; },
      connect: vi.fn(() => { socket.active = true; }),
      disconnect: vi.fn(() => {
        socket.active = false;
        if (socket.connected) {
          socket.connected = false;
          handlers.disconnect?.('io client disconnect');
        }
      }),
      emit: (event: string, ...args: unknown[]) => {
        if (event === 'connect') socket.connected = true;
        if (event === 'disconnect') socket.connected = false;
        handlers[event]?.(...args);
      },
      token: () => {
        let token = '';
        (connectOptions.auth as (cb: (data: { token: string }) => void) => void)((data) => { token = data.token; });
        return token;
      },
    };
    sockets.push(socket);
    return socket;
  });
  configureSockets({ io, random: () => 0, ...options });
  return { io, sockets };
}

/** The server refuses the handshake: socket.io gives up on the socket (inactive) and reports the error. */
export function refuse(socket: FakeSocket, message: string): void {
  socket.active = false;
  socket.emit('connect_error', new Error(message));
}
