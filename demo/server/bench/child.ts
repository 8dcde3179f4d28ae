import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A helper process of a bench (the socket subscriber, the HTTP load), run with tsx and talked to over
 * IPC. Separate processes keep the client's work off the server's event loop, as a real client
 * would be, while still sharing this machine's two cores.
 */
export interface Child<Out> {
  process: ChildProcess;
  /** Resolves with the next message that passes `test`, or rejects after `timeoutMs`. */
  next<T extends Out>(test: (m: Out) => m is T, timeoutMs: number): Promise<T>;
  /** Like `next`, but a message that passes `test` and came already answers at once (a 'ready' sent before anyone waited). */
  first<T extends Out>(test: (m: Out) => m is T, timeoutMs: number): Promise<T>;
  /** Every message received so far; the caller may empty it. */
  messages: Out[];
  send(message: unknown): void;
  stop(): Promise<void>;
}

export function startChild<Out>(file: string, env: Record<string, string>): Child<Out> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const messages: Out[] = [];
  const waiters = new Set<(m: Out) => void>();
  child.on('message', (m) => {
    messages.push(m as Out);
    for (const w of [...waiters]) w(m as Out);
  });
  return {
    process: child,
    messages,
    next(test, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => { waiters.delete(check); reject(new Error(`${file}: no answer within ${timeoutMs} ms`)); }, timeoutMs);
        const check = (m: Out) => {
          if (!test(m)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(m);
        };
        waiters.add(check);
      });
    },
    first(test, timeoutMs) {
      const came = messages.find(test);
      return came ? Promise.resolve(came) : this.next(test, timeoutMs);
    },
    send(message) {
      child.send(message as never);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      child.disconnect();
      const timer = setTimeout(() => child.kill(), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
