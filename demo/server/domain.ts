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
  seed?(ctx: SeedContext): Promise<void>;
  routes(r: Registrar, ctx: ServerContext): void;
  /** Background work while the server runs (the simulator, reminders); returns its stop function. */
  start?(ctx: ServerContext): () => void | Promise<void>;
}
