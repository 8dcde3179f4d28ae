import type { SeedContext, ServerContext } from './context';
import type { Domain } from './domain';
import { ENTERPRISES } from './enterprises';

/** Mulberry32: a small seeded generator, so every seed of the same size is the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs every domain's seed once, on a fresh database, in the order of domains/index.ts. */
export async function seedAll(ctx: ServerContext, domains: readonly Domain[]): Promise<boolean> {
  await ctx.db.exec(`CREATE TABLE IF NOT EXISTS seed_state (id text PRIMARY KEY, done_at timestamptz NOT NULL DEFAULT now())`);
  const done = await ctx.db.one(`SELECT id FROM seed_state WHERE id = 'seed'`);
  if (done) return false;
  const seedCtx: SeedContext = { ...ctx, rng: seededRandom(20211), enterprises: { ...ENTERPRISES } };
  for (const domain of domains) {
    if (!domain.seed) continue;
    const started = Date.now();
    await domain.seed(seedCtx);
    ctx.log(`[seed] ${domain.name} in ${Date.now() - started} ms`);
  }
  await ctx.db.query(`INSERT INTO seed_state (id) VALUES ('seed')`);
  return true;
}
