import type { ServerContext, SeedContext } from './context';
import type { Migration } from './db/migrate';
import type { Registrar } from './http/register';

/**
 * A slice of the reference server: its tables, its seed, its routes and any background work.
 * Domains are listed in domains/index.ts; migrations and seeds run in that order.
 */
export interface Domain {
  name: string;
  migrations: Migration[];
  /**
   * Publishes the services this domain offers the others (services.ts), among them the typed reads
   * and writes of its tables: called for every domain before any seed or route, so seeds use them too.
   */
  provide?(ctx: ServerContext): void;
  seed?(ctx: SeedContext): Promise<void>;
  routes(r: Registrar, ctx: ServerContext): void;
  /** Background work while the server runs (the simulator, reminders); returns its stop function. */
  start?(ctx: ServerContext): () => void | Promise<void>;
}

/** Runs work every `ms` while the server runs, one run at a time; a failure is logged. Returns the stop function. */
export function every(ms: number, ctx: ServerContext, name: string, work: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work().catch((error) => ctx.log(`${name} failed`, error)).finally(() => { running = false; });
  }, ms);
  timer.unref?.();
  return () => clearInterval(timer);
}

