import type { Db } from './database';

/** SQL helpers shared by the domains' list routes: paging, LIKE keywords and WHERE clauses. */

export interface Paged { offset: number; limit: number }

/** Offset and limit of a list call, with the contract's defaults. */
export const pageOf = (p: { offset?: number; limit?: number } | undefined, defaultLimit = 10): Paged =>
  ({ offset: p?.offset ?? 0, limit: p?.limit ?? defaultLimit });

/** Escapes LIKE wildcards in a user's keyword and wraps it for a contains-match. */
export const likeOf = (keyword: string) => `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A WHERE clause built step by step; `?` placeholders become numbered parameters: `add('a = ?', v)`. */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  constructor(first: string, ...values: unknown[]) {
    this.add(first, ...values);
  }

  /** `sql` uses ? for each value, in order. */
  add(sql: string, ...values: unknown[]): this {
    let i = 0;
    this.parts.push(sql.replace(/\?/g, () => {
      this.params.push(values[i++]);
      return `$${this.params.length}`;
    }));
    return this;
  }

  /** The next parameter's placeholder, for LIMIT and OFFSET after the filter. */
  next(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** The conditions joined with AND (without the WHERE keyword). */
  toString(): string {
    return this.parts.join(' AND ');
  }
}

/**
 * One page of rows and the total matching: `from` is the FROM clause (with joins), `where` the
 * filter; the count and the page are two queries so the total is right past the last page too.
 */
export async function fetchPage<T>(
  db: Db,
  q: { select: string; from: string; where: Where; orderBy: string },
  page: Paged,
): Promise<{ total: number; rows: T[] }> {
  const n = q.where.params.length;
  const [count, rows] = await Promise.all([
    db.one<{ n: string }>(`SELECT count(*) AS n FROM ${q.from} WHERE ${q.where}`, q.where.params),
    db.query<T>(
      `SELECT ${q.select} FROM ${q.from} WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...q.where.params, page.limit, page.offset],
    ),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}

/** A page of rows plus the total of a subquery (count(*) OVER () keeps it to one query). */
export async function pageQuery<T>(db: Db, sql: string, where: Where, orderBy: string, page: Paged): Promise<{ total: number; rows: T[] }> {
  const params = [...where.params, page.limit, page.offset];
  const n = where.params.length;
  const rows = await db.query<T & { total_count: string }>(
    `SELECT *, count(*) OVER () AS total_count FROM (${sql} WHERE ${where}) q ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    params,
  );
  if (rows.length === 0 && page.offset > 0) {
    const count = await db.one<{ n: string }>(`SELECT count(*) AS n FROM (${sql} WHERE ${where}) q`, where.params);
    return { total: Number(count?.n ?? 0), rows: [] };
  }
  return { total: rows.length ? Number(rows[0].total_count) : 0, rows };
}
