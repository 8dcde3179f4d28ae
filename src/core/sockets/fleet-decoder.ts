import { FleetReader, READER_RESET, type FleetUpdate } from '../monitor-feed';
import { RawMessage } from './raw-message';

/**
 * Turns /fms-monitor messages into FleetUpdates in a Web Worker (monitor-feed.worker.ts), in the
 * order they came. Where no Worker starts (a strict CSP, the bundle served from another origin than
 * the page) or it fails, the same reader runs on the page, beginning with the messages the Worker
 * had not answered.
 */
export class FleetDecoder {
  private worker: Worker | null = null;
  private reader: FleetReader | null = null;
  /** Sent to the Worker, not answered yet. */
  private readonly unanswered: unknown[] = [];
  private closed = false;

  constructor(private readonly onUpdate: (update: FleetUpdate) => void, createWorker: () => Worker | null = defaultWorker) {
    try {
      this.worker = createWorker();
    } catch {
      this.worker = null;
    }
    if (!this.worker) return;
    this.worker.onmessage = (event: MessageEvent<FleetUpdate | null>) => {
      this.unanswered.shift();
      if (event.data && !this.closed) this.onUpdate(event.data);
    };
    this.worker.onerror = (event) => {
      event.preventDefault?.();
      this.worker?.terminate();
      this.worker = null;
      for (const message of this.unanswered.splice(0)) this.readHere(message);
    };
  }

  /** True while the Worker decodes. */
  get usesWorker(): boolean {
    return this.worker !== null;
  }

  /** A raw message of the socket: a RawMessage (its JSON text) or the payload object. */
  push(payload: unknown): void {
    if (this.closed) return;
    const message = payload instanceof RawMessage ? payload.text : payload;
    if (!this.worker) return this.readHere(message);
    this.unanswered.push(message);
    this.worker.postMessage(message);
  }

  /** The next update carries every uid and fact again: for a fleet that starts from nothing. */
  reset(): void {
    this.push(READER_RESET);
  }

  close(): void {
    this.closed = true;
    this.worker?.terminate();
    this.worker = null;
  }

  private readHere(message: unknown): void {
    const update = (this.reader ??= new FleetReader()).read(message);
    if (update && !this.closed) this.onUpdate(update);
  }
}

function defaultWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./monitor-feed.worker.ts', import.meta.url), { type: 'module' });
}
