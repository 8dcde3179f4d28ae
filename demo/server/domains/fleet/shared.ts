import type { Principal, ServerContext } from '../../context';
import type { Db } from '../../db/database';

/** Offset and limit of a list call, with the contract's defaults. */
export function pageOf(query: { offset?: number; limit?: number } | undefined, fallbackLimit = 10) {
  return { offset: query?.offset ?? 0, limit: query?.limit ?? fallbackLimit };
}

export const millis = (d: Date | string | null): number => (d ? new Date(d).getTime() : 0);

/** A yyyy-mm-dd text of a date column (PGlite returns dates as Date at UTC midnight). */
export function isoDate(d: Date | string | null): string | null {
  if (!d) return null;
  return typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);
}

/** Builds a WHERE clause step by step with numbered parameters. */
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

  toString(): string {
    return this.parts.join(' AND ');
  }
}

/** Escapes LIKE wildcards in a user's keyword and wraps it for a contains-match. */
export const likeOf = (keyword: string) => `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type RecordOperation = (user: Principal, action: string, target: string, detail?: object) => Promise<void>;

/** The operation recorder published by this domain (operation-log.ts). */
export function recorder(ctx: ServerContext): RecordOperation {
  return ctx.services.get('fleet.recordOperation') as RecordOperation;
}

/**
 * One page of rows and the total matching: `from` is the FROM clause (with joins), `where` the
 * filter; the count and the page are two queries so the total is right past the last page too.
 */
export async function fetchPage<T>(
  db: Db,
  q: { select: string; from: string; where: Where; orderBy: string },
  page: { offset: number; limit: number },
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
