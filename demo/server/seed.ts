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

/**
 * Runs every domain's seed once, on a fresh database, in the order of domains/index.ts, over `db`
 * (the connection that holds the start-up lock, Db.exclusive). The whole seed and its mark are one
 * transaction: a start killed in the middle leaves no rows and no mark, so the next start seeds
 * again from nothing (issue 25, 1).
 */
export async function seedAll(ctx: ServerContext, domains: readonly Domain[], db = ctx.db): Promise<boolean> {
  await db.exec(`CREATE TABLE IF NOT EXISTS seed_state (id text PRIMARY KEY, done_at timestamptz NOT NULL DEFAULT now())`);
  const done = await db.one(`SELECT id FROM seed_state WHERE id = 'seed'`);
  if (done) return false;
  await db.transaction(async (tx) => {
    // The services of provide() read ctx.db when called (seeds call them): during the seed it is the
    // seed's transaction, whose uncommitted rows another connection would not see.
    const outer = ctx.db;
    ctx.db = tx;
    try {
      const seedCtx: SeedContext = { ...ctx, rng: seededRandom(20211), enterprises: { ...ENTERPRISES } };
      for (const domain of domains) {
        if (!domain.seed) continue;
        const started = Date.now();
        await domain.seed(seedCtx);
        ctx.log(`[seed] ${domain.name} in ${Date.now() - started} ms`);
      }
      await tx.query(`INSERT INTO seed_state (id) VALUES ('seed')`);
    } finally {
      ctx.db = outer;
    }
  });
  return true;
}
