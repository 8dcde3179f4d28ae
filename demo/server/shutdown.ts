import type { Server } from 'node:http';

/**
 * Graceful stop on SIGTERM (and Ctrl-C's SIGINT), issue 25: stop accepting, drop the realtime
 * sockets (their clients reconnect, to another process or to this one restarted), let the requests
 * in flight finish and their writes commit, close the database, exit 0. A client that stalls in the
 * middle of a request is cut off after FMS_SHUTDOWN_GRACE_MS (default 10 s), so the stop never
 * waits on it; its handler has not run, so nothing half-written is left.
 */

export const DEFAULT_GRACE_MS = 10_000;

/** The grace from FMS_SHUTDOWN_GRACE_MS; a bad value stops the start naming the variable. */
export function graceFrom(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return DEFAULT_GRACE_MS;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`FMS_SHUTDOWN_GRACE_MS must be a whole number of milliseconds (e.g. ${DEFAULT_GRACE_MS}), not '${text}'.`);
  return ms;
}

/**
 * Runs `close` (the listeners, background work, sockets and database, in that order) on the first
 * SIGTERM or SIGINT; a repeated signal changes nothing. After `graceMs` the connections still open
 * on `servers` are closed. Exits 0 once all closed, 1 if closing failed.
 */
export function stopOnSignals(servers: Server[], close: () => Promise<void>, graceMs: number, log: (line: string) => void): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log(`${signal}: already stopping (requests in flight get at most ${graceMs} ms)`);
      return;
    }
    stopping = true;
    log(`${signal}: stopping: no new connections, finishing the requests in flight`);
    const cutOff = setTimeout(() => {
      log(`requests still open after ${graceMs} ms (FMS_SHUTDOWN_GRACE_MS): closing their connections`);
      for (const server of servers) server.closeAllConnections();
    }, graceMs);
    try {
      await close();
      clearTimeout(cutOff);
      log('stopped');
      process.exit(0);
    } catch (error) {
      console.error(`the server did not stop cleanly: ${(error as Error).message}`);
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
}
