import { io, type Socket } from 'socket.io-client';
import { SOCKET_CHANNELS, SOCKET_PATH } from '../../../src/core/api/contract/socket';

/**
 * A real socket.io-client subscriber of /fms-monitor on loopback that counts the bytes each monitor
 * message took on the wire: the TCP bytes read by its websocket between two messages, so
 * permessage-deflate, websocket framing and socket.io's packet prefix are all in the figure.
 */
export interface WireCounter {
  /** Resolves with the wire bytes of the next monitor message, or null after `timeoutMs`. */
  next(timeoutMs: number): Promise<number | null>;
  /** The websocket extensions the server accepted (permessage-deflate when on). */
  extensions(): string;
  close(): void;
}

interface RawSocket { ws?: { extensions?: string; _socket?: { bytesRead: number } } }
const rawOf = (socket: Socket) => socket.io.engine.transport as unknown as RawSocket;

export async function wireCounter(baseUrl: string, token: string): Promise<WireCounter> {
  const socket = io(`${baseUrl}${SOCKET_CHANNELS.monitor.namespace}`, { path: SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: false });
  await new Promise<void>((done, fail) => {
    socket.once('connect', () => done());
    socket.once('connect_error', fail);
  });
  const bytesRead = () => rawOf(socket).ws?._socket?.bytesRead ?? NaN;
  let mark = bytesRead();
  const waiting: Array<(bytes: number) => void> = [];
  socket.on(SOCKET_CHANNELS.monitor.event, () => {
    const now = bytesRead();
    const bytes = now - mark;
    mark = now;
    waiting.shift()?.(bytes);
  });
  return {
    next(timeoutMs) {
      return new Promise((done) => {
        const timer = setTimeout(() => done(null), timeoutMs);
        waiting.push((bytes) => {
          clearTimeout(timer);
          done(bytes);
        });
      });
    },
    extensions: () => rawOf(socket).ws?.extensions ?? '',
    close: () => socket.close(),
  };
}
