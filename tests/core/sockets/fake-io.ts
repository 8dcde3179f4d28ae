import { vi, type Mock } from 'vitest';
import { configureSockets, type RenewOutcome, type SocketConnectOptions } from '../../../src/core/sockets';
import { fakeSocket, type FakeSocket as PlainSocket } from './fake-socket';

/** The shared fake socket (./fake-socket.ts) with connect and disconnect as spies. */
export type FakeSocket = Omit<PlainSocket, 'connect' | 'disconnect'> & { connect: Mock<() => void>; disconnect: Mock<() => void> };

/** What a test may wire besides the fake io (the rest keep configureSockets' defaults). */
export interface FakeIoOptions {
  renewSession?: (() => Promise<RenewOutcome>) | null;
  onSignOut?: (listener: () => void) => void;
}

/** Wires a fake socket.io into the sockets layer, with no reconnect jitter; `sockets` holds every socket it opened. */
export function fakeIo(options: FakeIoOptions = {}) {
  const sockets: FakeSocket[] = [];
  const io = vi.fn((url: string, connectOptions: SocketConnectOptions) => {
    const plain = fakeSocket(url, connectOptions);
    const socket = Object.assign(plain, { connect: vi.fn(plain.connect), disconnect: vi.fn(plain.disconnect) });
    sockets.push(socket);
    return socket;
  });
  configureSockets({ io, random: () => 0, ...options });
  /** Plays an event on the newest socket of a namespace (e.g. '/fms-event'). */
  const play = (namespace: string, event: string, ...args: unknown[]) => sockets.filter((s) => s.url.endsWith(namespace)).at(-1)!.emit(event, ...args);
  return { io, sockets, play };
}

/** The server refuses the handshake: socket.io gives up on the socket (inactive) and reports the error. */
export function refuse(socket: FakeSocket, message: string): void {
  socket.active = false;
  socket.emit('connect_error', new Error(message));
}
