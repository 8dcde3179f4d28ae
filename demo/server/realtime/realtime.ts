import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { EventSocketMessage } from '../../../src/core/api/contract/message';
import { SOCKET_CHANNELS, SOCKET_FORBIDDEN, SOCKET_PATH, SOCKET_TOKEN_EXPIRED_EVENT, SOCKET_UNAUTHORIZED, type SocketChannel } from '../../../src/core/api/contract/socket';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { isAccountEndStatus } from '../../../src/core/api/contract/status';
import { now as clockNow } from '../../../src/core/clock';
import type { Principal } from '../auth/principal';
import { randomUUID } from 'node:crypto';
import type { ClusterAdapter } from '../cluster/adapter';
import { monitorDelivery, monitorPublisher, type MonitorTick } from './monitor-broadcast';
import { mayOpenNamespace } from './namespace-access';
import { printedJsonParser } from './printed-packet';
import { createServerBus, type ServerMessageHandler } from './server-bus';
import { ANNOUNCE_MS, gainedAny, WatchedElsewhere, type WatchedAnnouncement } from './watched-enterprises';

/**
 * socket.io at path /socket (spec 7.12): namespaces /fms-monitor (event 'monitor') and
 * /fms-event (event 'event'); the handshake carries the access token as auth.token. Sockets join
 * rooms by enterprise, user and session, so data reaches only its own enterprise.
 *
 * A namespace admits only holders of the permission code of the REST call it mirrors
 * (namespace-access.ts, issue 10, 6); anyone else's handshake is refused with 'forbidden'. The
 * root namespace mirrors nothing and admits no one.
 *
 * A socket lives only as long as the access token it connected with (issue 10, 11): when the token
 * expires by the server's clock, the socket is sent 'token-expired' and disconnected, and nothing
 * is sent to it after that instant. The client refreshes its tokens and reconnects with new ones.
 *
 * Several server processes (FMS_WORKERS, issue 25, 2) share the sockets' rooms through a socket.io
 * adapter (cluster/adapter.ts): an event, a bulletin or a session's disconnect reaches the sockets of
 * every process. The monitor feed is published by the one process running the simulator and
 * delivered by each process to its own sockets (monitor-broadcast.ts). Messages between the
 * processes (a device's report for the simulator, a change of cars) go through `toServers`.
 */
export interface Realtime {
  /**
   * The whole live monitor data of an enterprise (spec 7.12 /fms-monitor), one record per truck,
   * sent as the compact feed (contract/monitor-feed.ts, issue 9).
   */
  emitMonitor(enterpriseUid: string, records: readonly MonitorRecord[]): void;
  /** One notification to a user (spec 7.12 /fms-event). */
  emitEvent(userUid: string, data: EventSocketMessage['data']): void;
  /** Disconnects the sockets of a signed-out session. */
  disconnectSession(sessionUid: string): void;
  /** Disconnects every socket whose access token has expired by the clock; returns how many. */
  expireSockets(): number;
  /** Enterprises with at least one monitor socket, so the simulator can skip the rest. */
  watchedEnterprises(): Set<string>;
  /** Every namespace the attached server serves, the root one included. */
  namespaces(): string[];
  /** True when other server processes share the sockets (FMS_WORKERS). */
  clustered(): boolean;
  /** A message to every server process, this one included (server-bus.ts); kinds start with 'fms:'. */
  toServers(kind: string, payload: unknown): void;
  onServers(kind: string, handler: ServerMessageHandler): void;
  /** A question to the other server processes: the first answer, or undefined (alone, or none within `timeoutMs`). */
  askServers(kind: string, payload: unknown, timeoutMs: number): Promise<unknown>;
  /** Answers the other processes' questions of `kind`; undefined leaves the answer to another process. */
  answerServers(kind: string, handler: (payload: unknown) => unknown): void;
  attach(server: HttpServer, resolve: (token: string) => Promise<Principal | null>): void;
  close(): Promise<void>;
}

/** The status and message of an account an administrator disabled or deleted, from the resolver's error. */
function accountRefusalOf(error: unknown): { status: number; message: string } | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && isAccountEndStatus(status) ? { status, message: (error as Error).message } : null;
}

/** Websocket frames from this size on are deflated; smaller ones cost more to compress than they save. */
export const DEFLATE_THRESHOLD_BYTES = 1024;

/** setTimeout's ceiling; a longer wait is re-armed when it ends. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The exp of a JWT in milliseconds, read without verifying (the handshake's `resolve` verified it);
 * null when the token carries none.
 */
export function tokenExpiryMs(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when a socket's token has expired at `nowMs` (exp is exclusive, as in principalFromToken). */
export function socketExpired(expiresAt: number | null | undefined, nowMs: number): boolean {
  return typeof expiresAt === 'number' && expiresAt <= nowMs;
}

/**
 * `mayConnect` checks a handshake's origin (demo/server/http/cors.ts): browsers apply no CORS to
 * websockets, so the server refuses other sites' pages itself.
 */
/** Server messages of the realtime itself. */
const MONITOR_TICK = 'fms:monitor-tick';
const MONITOR_WHOLE = 'fms:monitor-whole';
const MONITOR_WATCHED = 'fms:monitor-watched';

export function createRealtime(
  now: () => number = clockNow,
  mayConnect: (req: IncomingMessage) => boolean = () => true,
  cluster?: { adapter: ClusterAdapter; worker: number },
): Realtime {
  let io: Server | null = null;
  const channels = new Map<SocketChannel, Namespace>();
  const monitorNsp = () => channels.get('monitor') ?? null;
  const eventNsp = () => channels.get('event') ?? null;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const bus = createServerBus(cluster !== undefined);
  const self = randomUUID();
  const publisher = monitorPublisher();
  const watchedElsewhere = new WatchedElsewhere();
  // A process that cannot give its newcomers a whole frame asks the simulator's process for one.
  const deliver = monitorDelivery((enterpriseUid) => bus.publish(MONITOR_WHOLE, enterpriseUid));
  bus.on(MONITOR_TICK, (payload) => {
    const tick = payload as MonitorTick;
    const nsp = monitorNsp();
    if (!nsp) return;
    sweep(nsp, `ent:${tick.enterpriseUid}`);
    deliver(nsp, tick);
  });
  bus.on(MONITOR_WHOLE, (enterpriseUid) => publisher.forget(String(enterpriseUid)));
  bus.on(MONITOR_WATCHED, (payload) => {
    const a = payload as WatchedAnnouncement;
    if (a.from !== self) watchedElsewhere.note(a, performance.now());
  });
  /** The enterprises this process's monitor sockets watch. */
  const watchedHere = (): Set<string> => {
    const out = new Set<string>();
    for (const room of monitorNsp()?.adapter.rooms.keys() ?? []) if (room.startsWith('ent:')) out.add(room.slice(4));
    return out;
  };
  let announced = new Set<string>();
  const announce = () => {
    announced = watchedHere();
    bus.publish(MONITOR_WATCHED, { from: self, enterprises: [...announced] } satisfies WatchedAnnouncement);
  };
  let announcer: ReturnType<typeof setInterval> | null = null;

  const expire = (socket: Socket) => {
    clearTimeout(timers.get(socket.id));
    timers.delete(socket.id);
    socket.emit(SOCKET_TOKEN_EXPIRED_EVENT, { reason: SOCKET_TOKEN_EXPIRED_EVENT });
    // This namespace only: the connection may carry the other one, whose own token check follows.
    socket.disconnect();
  };
  /** Disconnects the expired sockets of a room (or namespace) before anything is sent to it. */
  const sweep = (nsp: Namespace | null, room?: string): number => {
    if (!nsp) return 0;
    const ids = room ? nsp.adapter.rooms.get(room) : new Set(nsp.sockets.keys());
    let count = 0;
    const at = now();
    for (const id of [...(ids ?? [])]) {
      const socket = nsp.sockets.get(id);
      if (socket && socketExpired(socket.data.expiresAt as number | null, at)) {
        expire(socket);
        count++;
      }
    }
    return count;
  };
  /** Arms the socket's end at its token's exp (by the server's clock, which may not be the system's). */
  const armExpiry = (socket: Socket) => {
    const expiresAt = socket.data.expiresAt as number | null;
    if (expiresAt === null || socket.disconnected) return;
    const wait = expiresAt - now();
    if (wait <= 0) return expire(socket);
    timers.set(socket.id, setTimeout(() => armExpiry(socket), Math.min(wait, MAX_TIMER_MS)));
  };

  return {
    attach(server, resolve) {
      io = new Server(server, {
        path: SOCKET_PATH, transports: ['websocket'], serveClient: false,
        // the monitor feed arrives printed (monitor-broadcast.ts): spliced in, not printed again
        parser: printedJsonParser,
        ...(cluster ? { adapter: cluster.adapter.factory as never } : {}),
        allowRequest: (req, answer) => {
          const allowed = mayConnect(req);
          answer(allowed ? null : 'origin not allowed', allowed);
        },
        // permessage-deflate (issue 9; figures in demo/server/bench/README.md): browsers offer it on
        // every websocket. Frames under the threshold (most events) go uncompressed.
        perMessageDeflate: { threshold: DEFLATE_THRESHOLD_BYTES },
      });
      const guard = (nsp: Namespace) => {
        nsp.use(async (socket, next) => {
          const token = String((socket.handshake.auth as { token?: unknown })?.token ?? '');
          let refusal: { status: number; message: string } | null = null;
          const user = token ? await resolve(token).catch((error: unknown) => {
            refusal = accountRefusalOf(error);
            return null;
          }) : null;
          // Still 'unauthorized' (a refresh is the client's next step, and it ends such a session), with
          // the status of a disabled or deleted account as the error's data (issue 22, 12).
          if (!user) return next(Object.assign(new Error(SOCKET_UNAUTHORIZED), refusal ? { data: refusal } : {}));
          if (!mayOpenNamespace(nsp.name, user)) return next(new Error(SOCKET_FORBIDDEN));
          socket.data.user = user;
          socket.data.expiresAt = tokenExpiryMs(token);
          void socket.join([`ent:${user.enterpriseUid}`, `user:${user.userUid}`, `sid:${user.sessionUid}`]);
          next();
        });
        nsp.on('connection', (socket) => {
          armExpiry(socket);
          // a newly watched enterprise: the simulator's process hears of it before its next tick
          if (bus.clustered && nsp === monitorNsp() && gainedAny(announced, watchedHere())) announce();
          socket.on('disconnect', () => {
            clearTimeout(timers.get(socket.id));
            timers.delete(socket.id);
          });
        });
      };
      guard(io.of('/'));
      for (const channel of Object.keys(SOCKET_CHANNELS) as SocketChannel[]) {
        const nsp = io.of(SOCKET_CHANNELS[channel].namespace);
        channels.set(channel, nsp);
        guard(nsp);
      }
      bus.attach(io);
      if (cluster) {
        const worker = String(cluster.worker);
        // which process took the socket, on its upgrade's answer (the cluster's test targets distinct workers)
        io.engine.on('headers', (headers: Record<string, string>) => { headers['x-fms-worker'] = worker; });
        announcer = setInterval(announce, ANNOUNCE_MS);
        announcer.unref();
      }
    },
    emitMonitor(enterpriseUid, records) {
      bus.publish(MONITOR_TICK, publisher.tick(enterpriseUid, records));
    },
    emitEvent(userUid, data) {
      const room = `user:${userUid}`;
      sweep(eventNsp(), room);
      const message: EventSocketMessage = { type: 'event', data };
      eventNsp()?.to(room).emit(SOCKET_CHANNELS.event.event, message);
    },
    disconnectSession(sessionUid) {
      for (const nsp of channels.values()) nsp.in(`sid:${sessionUid}`).disconnectSockets(true);
    },
    expireSockets() {
      let count = 0;
      for (const nsp of channels.values()) count += sweep(nsp);
      return count;
    },
    watchedEnterprises() {
      sweep(monitorNsp());
      const watched = watchedElsewhere.addTo(watchedHere(), performance.now());
      publisher.keepOnly(watched);
      return watched;
    },
    namespaces() {
      return [...(io?._nsps.keys() ?? [])];
    },
    clustered: () => bus.clustered,
    toServers: (kind, payload) => bus.publish(kind, payload),
    onServers: (kind, handler) => bus.on(kind, handler),
    askServers: (kind, payload, timeoutMs) => bus.request(kind, payload, timeoutMs),
    answerServers: (kind, handler) => bus.answer(kind, handler),
    async close() {
      if (announcer) clearInterval(announcer);
      bus.detach();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      if (io) await new Promise<void>((done) => io!.close(() => done()));
      io = null;
      channels.clear();
      await cluster?.adapter.close();
    },
  };
}
