import type { Db } from './database';

export interface Migration {
  /** Unique and stable, `domain:NNN-name`; never change one that has shipped, add another. */
  id: string;
  sql: string;
  /**
   * Work SQL alone cannot do (e.g. re-encoding stored data in JavaScript), run after `sql` in the
   * same transaction: the migration is applied whole or not at all.
   */
  convert?: (tx: Db) => Promise<void>;
}

/** Applies the migrations not yet applied, in order, each in a transaction. */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await m.convert?.(tx);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
    });
    applied.push(m.id);
  }
  return applied;
}
