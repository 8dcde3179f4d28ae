import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../../src/core/api/contract/socket';
import type { TestApp } from '../harness';

/** The realtime tests' socket clients: each test's sockets are closed by `closeAll` afterwards. */
export interface SocketClients {
  /** Opens a socket to a namespace of the listening test server, with the token as auth. */
  open(namespace: string, token: string): Socket;
  closeAll(): void;
}

/** Puts the test server on a free local port (socket.io needs a real one) and makes its clients. */
export async function listenForSockets(t: TestApp): Promise<SocketClients> {
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.fastify.server.address() as AddressInfo).port}`;
  const opened: Socket[] = [];
  return {
    open(namespace, token) {
      const socket = connect(`${origin}${namespace}`, { path: SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: false });
      opened.push(socket);
      return socket;
    },
    closeAll() {
      for (const socket of opened.splice(0)) socket.disconnect();
    },
  };
}

/** Resolves when the socket connects; rejects with the server's connect_error. */
export const connected = (socket: Socket) => new Promise<void>((done, fail) => {
  socket.once('connect', () => done());
  socket.once('connect_error', fail);
});

/** The user uid and exp of an access token. */
export const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string; exp: number };
