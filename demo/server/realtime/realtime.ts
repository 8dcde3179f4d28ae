import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace } from 'socket.io';
import { SOCKET_CHANNELS, SOCKET_PATH, type EventSocketMessage, type MonitorSocketMessage } from '../../../src/core/api/contract/message';
import type { Principal } from '../context';

/**
 * socket.io at path /socket (spec 7.12): namespaces /fms-monitor (event 'monitor') and
 * /fms-event (event 'event'); the handshake carries the access token as auth.token. Sockets join
 * rooms by enterprise, user and session, so data reaches only its own enterprise.
 */
export interface Realtime {
  /** The whole live monitor data of an enterprise (spec 7.12 /fms-monitor), one record per truck. */
  emitMonitor(enterpriseUid: string, data: MonitorSocketMessage['data']): void;
  /** One notification to a user (spec 7.12 /fms-event). */
  emitEvent(userUid: string, data: EventSocketMessage['data']): void;
  /** Disconnects the sockets of a signed-out session. */
  disconnectSession(sessionUid: string): void;
  /** Enterprises with at least one monitor socket, so the simulator can skip the rest. */
  watchedEnterprises(): Set<string>;
  attach(server: HttpServer, resolve: (token: string) => Promise<Principal | null>): void;
  close(): Promise<void>;
}

export function createRealtime(): Realtime {
  let io: Server | null = null;
  let monitor: Namespace | null = null;
  let events: Namespace | null = null;
  return {
    attach(server, resolve) {
      io = new Server(server, { path: SOCKET_PATH, transports: ['websocket'], serveClient: false, cors: { origin: true, credentials: true } });
      const guard = (nsp: Namespace) => {
        nsp.use(async (socket, next) => {
          const token = String((socket.handshake.auth as { token?: unknown })?.token ?? '');
          const user = token ? await resolve(token).catch(() => null) : null;
          if (!user) return next(new Error('unauthorized'));
          socket.data.user = user;
          void socket.join([`ent:${user.enterpriseUid}`, `user:${user.userUid}`, `sid:${user.sessionUid}`]);
          next();
        });
      };
      monitor = io.of(SOCKET_CHANNELS.monitor.namespace);
      events = io.of(SOCKET_CHANNELS.event.namespace);
      guard(monitor);
      guard(events);
    },
    emitMonitor(enterpriseUid, data) {
      const message: MonitorSocketMessage = { type: 'monitor', data };
      monitor?.to(`ent:${enterpriseUid}`).emit(SOCKET_CHANNELS.monitor.event, message);
    },
    emitEvent(userUid, data) {
      const message: EventSocketMessage = { type: 'event', data };
      events?.to(`user:${userUid}`).emit(SOCKET_CHANNELS.event.event, message);
    },
    disconnectSession(sessionUid) {
      monitor?.in(`sid:${sessionUid}`).disconnectSockets(true);
      events?.in(`sid:${sessionUid}`).disconnectSockets(true);
    },
    watchedEnterprises() {
      const out = new Set<string>();
      for (const room of monitor?.adapter.rooms.keys() ?? []) if (room.startsWith('ent:')) out.add(room.slice(4));
      return out;
    },
    async close() {
      if (io) await new Promise<void>((done) => io!.close(() => done()));
      io = null;
    },
  };
}
