import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SheetLimits, SheetReadFailure } from '../../../src/core/sheets';
import type { ParseJob, ParseWorkerMessage } from './parse-protocol';

/**
 * The server's spreadsheet parsing (issue 22, 7): a bounded queue of parse jobs served by a few warm
 * worker threads, so ten users importing at once are parsed one after another while the event loop
 * keeps answering everything else. Each file's time limit runs from when a worker starts on it, not
 * from when it was queued, and never includes a thread's start-up (which on a busy machine costs
 * more than the parse): that is what made ten simultaneous imports all end in 讀取檔案逾時, when every
 * upload started its own thread and its clock at once. A file that overruns its time or its heap
 * ends its thread; the next job gets a fresh one.
 */

export type SheetRead = { rows: unknown[][] } | { failure: SheetReadFailure };

export interface ParsePoolOptions {
  /** Worker threads parsing at once. */
  workers: number;
  /** Jobs that may wait for a thread; one more is refused with 'busy'. */
  maxWaiting: number;
  /** An idle warm thread is ended after this long, returning its memory. */
  idleMs: number;
}

export interface ParsePool {
  /** Parses a file that passed `screenUpload`, when a thread is free. */
  parse(bytes: Uint8Array, limits: SheetLimits): Promise<SheetRead>;
  /** Ends every thread now: a job under way answers not-a-workbook, a waiting one is rejected. */
  close(): Promise<void>;
}

/** One warm worker thread: loads the parser once, then parses jobs one at a time. */
class ParseThread {
  dead = false;
  private readonly worker: Worker;
  private readonly ready: Promise<void>;
  /** Receives what the thread did about the job under way. */
  private current: ((outcome: { sheet: SheetRead } | { crash: Error & { code?: string } }) => void) | null = null;

  constructor(readonly heapMb: number) {
    this.worker = new Worker(new URL('./sheet-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
      // The worker's entry is plain JavaScript and loads its TypeScript itself: it needs none of the parent's loaders.
      execArgv: [],
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (m: ParseWorkerMessage) => (m.kind === 'ready' ? resolve() : this.current?.({ sheet: m.sheet })));
      const fail = (crash: Error & { code?: string }) => {
        this.dead = true;
        reject(crash);
        this.current?.({ crash });
      };
      this.worker.once('error', fail);
      this.worker.once('exit', () => fail(new Error('the parse thread ended')));
    });
    // A thread that cannot start fails the job waiting for it (run's await), not the process.
    this.ready.catch(() => undefined);
  }

  async run(bytes: Uint8Array, limits: SheetLimits): Promise<SheetRead> {
    this.worker.ref();
    await this.ready;
    return new Promise((resolve) => {
      const started = performance.now();
      const settle = (read: SheetRead, endThread: boolean) => {
        clearTimeout(timer);
        this.current = null;
        if (endThread) this.end();
        else this.worker.unref();
        resolve(read);
      };
      // The thread is busy in a synchronous parse, so only ending it stops an overrun.
      const timer = setTimeout(() => settle({ failure: 'timed-out' }, true), limits.parseMs);
      this.current = (outcome) => {
        if ('crash' in outcome) {
          // Out of memory, or any crash of the parser: the file is what failed, not the server.
          settle({ failure: outcome.crash.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'unpacks-too-large' : 'not-a-workbook' }, true);
        } else {
          // An answer that came at or after the limit is as late as one that never came.
          settle(performance.now() - started >= limits.parseMs ? { failure: 'timed-out' } : outcome.sheet, false);
        }
      };
      this.worker.postMessage({ bytes, limits: { rows: limits.rows, columns: limits.columns } } satisfies ParseJob);
    });
  }

  end(): Promise<number> {
    this.dead = true;
    return this.worker.terminate();
  }
}

interface Job {
  bytes: Uint8Array;
  limits: SheetLimits;
  resolve: (read: SheetRead) => void;
  reject: (error: unknown) => void;
}

export function createParsePool(options: ParsePoolOptions): ParsePool {
  const waiting: Job[] = [];
  const idle: ParseThread[] = [];
  const threads = new Set<ParseThread>();
  let running = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  /** A warm thread of the job's heap size, or a new one. */
  function threadFor(heapMb: number): ParseThread {
    const warm = idle.pop();
    if (warm && warm.heapMb === heapMb) return warm;
    if (warm) end(warm);
    const thread = new ParseThread(heapMb);
    threads.add(thread);
    return thread;
  }

  function end(thread: ParseThread) {
    threads.delete(thread);
    void thread.end();
  }

  function endIdleThreads() {
    for (const thread of idle.splice(0)) end(thread);
  }

  function pump() {
    clearTimeout(idleTimer);
    while (running < options.workers && waiting.length) {
      const job = waiting.shift()!;
      const thread = threadFor(job.limits.workerHeapMb);
      running += 1;
      thread.run(job.bytes, job.limits).then(job.resolve, job.reject).finally(() => {
        running -= 1;
        if (thread.dead) threads.delete(thread);
        else idle.push(thread);
        pump();
      });
    }
    if (!running && idle.length) {
      idleTimer = setTimeout(endIdleThreads, options.idleMs);
      idleTimer.unref();
    }
  }

  return {
    parse(bytes, limits) {
      if (running >= options.workers && waiting.length >= options.maxWaiting) return Promise.resolve({ failure: 'busy' });
      return new Promise((resolve, reject) => {
        waiting.push({ bytes, limits, resolve, reject });
        pump();
      });
    },
    async close() {
      clearTimeout(idleTimer);
      for (const job of waiting.splice(0)) job.reject(new Error('the parse pool was closed'));
      idle.splice(0);
      await Promise.all([...threads].map((thread) => thread.end()));
      threads.clear();
    },
  };
}

/** The server's pool: one thread per spare core (at most two), so parsing never takes the event loop's core. */
export const DEFAULT_PARSE_POOL: ParsePoolOptions = {
  workers: Math.min(2, Math.max(1, availableParallelism() - 1)),
  maxWaiting: 50,
  idleMs: 60_000,
};
