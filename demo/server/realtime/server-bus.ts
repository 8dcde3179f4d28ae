import type { Server } from 'socket.io';

/**
 * Messages between the server processes (issue 25, 2): a message published here reaches its
 * handlers in this process at once and, when several processes share the port, in every other one
 * through the socket.io adapter (serverSideEmit). One process alone delivers only to itself, so the
 * same code runs with one process or many. Kinds start with 'fms:' (socket.io reserves a few names).
 */
export type ServerMessageHandler = (payload: unknown) => void;

export interface ServerBus {
  /** True when other processes may be listening (a cluster adapter is set). */
  readonly clustered: boolean;
  publish(kind: string, payload: unknown): void;
  on(kind: string, handler: ServerMessageHandler): void;
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
  return {
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
    },
  };
}
