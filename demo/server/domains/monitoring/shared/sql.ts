import type { Db } from '../../../db/database';

/** A WHERE clause built step by step; `?` placeholders become numbered parameters. */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  constructor(first: string, ...values: unknown[]) {
    this.add(first, ...values);
  }

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

  toString(): string {
    return this.parts.join(' AND ');
  }
}

/** Escapes LIKE wildcards in a keyword and wraps it for a contains-match. */
export const likeOf = (keyword: string) => `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of rows plus the total (count(*) OVER () keeps it to one query). */
export async function pageQuery<T>(db: Db, sql: string, where: Where, orderBy: string, page: { offset: number; limit: number }): Promise<{ total: number; rows: T[] }> {
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
