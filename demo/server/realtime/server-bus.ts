import { randomUUID } from 'node:crypto';
import type { Server } from 'socket.io';

/**
 * Messages between the server processes (issue 25, 2): a message published here reaches its
 * handlers in this process at once and, when several processes share the port, in every other one
 * through the socket.io adapter (serverSideEmit). One process alone delivers only to itself, so the
 * same code runs with one process or many. Kinds start with 'fms:' (socket.io reserves a few names).
 *
 * A request asks the other processes a question that one of them answers (the simulator's process,
 * for the live records); the first answer wins. Answers travel as JSON, so they arrive exactly as a
 * REST reply of this process would have sent them (the adapters' msgpack would turn an absent field
 * into null).
 */
export type ServerMessageHandler = (payload: unknown) => void;

export interface ServerBus {
  /** True when other processes may be listening (a cluster adapter is set). */
  readonly clustered: boolean;
  publish(kind: string, payload: unknown): void;
  on(kind: string, handler: ServerMessageHandler): void;
  /** The first answer of another process, or undefined when none answers within `timeoutMs` (or alone). */
  request(kind: string, payload: unknown, timeoutMs: number): Promise<unknown>;
  /** Answers requests of `kind`; a handler that gives undefined leaves the answer to another process. */
  answer(kind: string, handler: (payload: unknown) => unknown): void;
  /** Connects the bus to socket.io once it exists: from then on messages go to the other processes too. */
  attach(io: Server): void;
  detach(): void;
}

export function createServerBus(clustered: boolean, log: (line: string) => void = (line) => console.error(line)): ServerBus {
  const handlers = new Map<string, ServerMessageHandler[]>();
  let io: Server | null = null;
  const deliver = (kind: string, payload: unknown) => {
    for (const handler of handlers.get(kind) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        log(`[realtime] handling ${kind} failed: ${(error as Error).stack ?? error}`);
      }
    }
  };
  const listen = (server: Server, kind: string) => server.on(kind, (payload: unknown) => deliver(kind, payload));
  const pending = new Map<string, (json: string) => void>();
  const self = randomUUID();
  const bus: ServerBus = {
    clustered,
    publish(kind, payload) {
      deliver(kind, payload);
      if (clustered && io) io.serverSideEmit(kind, payload);
    },
    on(kind, handler) {
      const list = handlers.get(kind);
      if (list) list.push(handler);
      else {
        handlers.set(kind, [handler]);
        if (io && clustered) listen(io, kind);
      }
    },
    attach(server) {
      io = server;
      if (clustered) for (const kind of handlers.keys()) listen(server, kind);
    },
    detach() {
      io = null;
      for (const settle of pending.values()) settle('null');
    },
    request(kind, payload, timeoutMs) {
      if (!clustered || !io) return Promise.resolve(undefined);
      const id = randomUUID();
      return new Promise((resolve) => {
        const timer = setTimeout(() => settle('null'), timeoutMs);
        const settle = (json: string) => {
          clearTimeout(timer);
          pending.delete(id);
          resolve(JSON.parse(json) ?? undefined);
        };
        pending.set(id, settle);
        io!.serverSideEmit(kind, { id, from: self, payload } satisfies Request);
      });
    },
    answer(kind, handler) {
      bus.on(kind, (message) => {
        const { id, from, payload } = message as Request;
        Promise.resolve(handler(payload)).then((value) => {
          if (value !== undefined && io) io.serverSideEmit(REPLY, { id, to: from, json: JSON.stringify(value) } satisfies Reply);
        }).catch((error: Error) => log(`[realtime] answering ${kind} failed: ${error.stack ?? error}`));
      });
    },
  };
  bus.on(REPLY, (message) => {
    const { id, to, json } = message as Reply;
    if (to === self) pending.get(id)?.(json);
  });
  return bus;
}

const REPLY = 'fms:reply';
interface Request { id: string; from: string; payload: unknown }
interface Reply { id: string; to: string; json: string }
