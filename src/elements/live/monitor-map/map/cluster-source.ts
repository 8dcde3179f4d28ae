import { buildClusterLevels, type ClusterInput, type ClusterLevels } from './clusters';

/**
 * Feeds index builds to a Web Worker and hands back the levels. While a build runs only the latest
 * request waits (older ones are dropped), so a slow build never queues up behind the data. Where
 * no Worker can start (a test bundle, a strict CSP), it builds on the main thread after a macrotask.
 */
export class ClusterSource {
  private worker: Worker | null = null;
  private busy = false;
  private pending: ClusterInput | null = null;
  private inFlight: ClusterInput | null = null;
  private closed = false;

  constructor(private readonly onLevels: (levels: ClusterLevels) => void, createWorker: (() => Worker | null) = defaultWorker) {
    try {
      this.worker = createWorker();
    } catch {
      this.worker = null;
    }
    if (this.worker) {
      this.worker.onmessage = (event: MessageEvent<ClusterLevels>) => this.done(event.data);
      this.worker.onerror = (event) => {
        event.preventDefault?.();
        this.worker?.terminate();
        this.worker = null;
        this.busy = false;
        // The build that failed is redone on the main thread unless a newer one waits.
        this.pending ??= this.inFlight;
        this.flush();
      };
    }
  }

  get usesWorker(): boolean {
    return this.worker !== null;
  }

  /** Asks for a build of `input`; the arrays are copied, so the caller may keep changing its own. */
  request(input: ClusterInput): void {
    if (this.closed) return;
    // Only the typed arrays go over (a stray object list would be cloned too, at ~4 ms per 1,000).
    this.pending = {
      generation: input.generation, count: input.count, statusCount: input.statusCount,
      lat: input.lat.slice(0, input.count), lng: input.lng.slice(0, input.count),
      status: input.status.slice(0, input.count), sector: input.sector.slice(0, input.count),
    };
    this.flush();
  }

  close(): void {
    this.closed = true;
    this.worker?.terminate();
    this.worker = null;
  }

  private flush(): void {
    if (this.busy || !this.pending || this.closed) return;
    const input = this.pending;
    this.pending = null;
    this.busy = true;
    this.inFlight = input;
    if (this.worker) {
      // Copied, not transferred: a worker that fails to start must leave the input usable.
      this.worker.postMessage(input);
    } else {
      setTimeout(() => this.done(buildClusterLevels(input)), 0);
    }
  }

  private done(levels: ClusterLevels): void {
    this.busy = false;
    this.inFlight = null;
    if (!this.closed) this.onLevels(levels);
    this.flush();
  }
}

function defaultWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module' });
}
