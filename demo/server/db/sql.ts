import type { Db } from './database';

/**
 * SQL helpers of the domains' list routes: one `Where` builder, paging with the contract's defaults,
 * LIKE keywords, and `listPage`, the one way a list route reads a page of rows and their total.
 */

export interface Paged { offset: number; limit: number }

/** Offset and limit of a list call, with the contract's defaults. */
export const pageOf = (p: { offset?: number; limit?: number } | undefined, defaultLimit = 10): Paged =>
  ({ offset: p?.offset ?? 0, limit: p?.limit ?? defaultLimit });

/** Escapes LIKE wildcards in a user's keyword and wraps it for a contains-match. */
export const likeOf = (keyword: string) => `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A WHERE clause built step by step; `?` placeholders become numbered parameters, each `?` taking
 * the next value: `add('a = ?', v)`, `add('(a ILIKE ? OR b ILIKE ?)', k, k)`.
 */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  constructor(first: string, ...values: unknown[]) {
    this.add(first, ...values);
  }

  /** Rows of one enterprise: every list starts from its caller's enterprise (`column` = its uid). */
  static scoped(column: string, enterpriseUid: string): Where {
    return new Where(`${column} = ?`, enterpriseUid);
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

  /** A contains-match of a keyword on any of the columns; a blank keyword adds nothing. */
  keyword(columns: readonly string[], keyword: string | undefined): this {
    if (!keyword?.trim()) return this;
    const like = likeOf(keyword);
    return this.add(`(${columns.map((c) => `${c} ILIKE ?`).join(' OR ')})`, ...columns.map(() => like));
  }

  /** The next parameter's placeholder, for a value used outside the conditions (a joined range). */
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
 * The rows of a list: `select` the columns, `from` the FROM clause (with joins), `where` the filter
 * (enterprise scope first), `orderBy` the order, which must end in a unique column so pages never
 * overlap.
 */
export interface ListQuery { select: string; from: string; where: Where; orderBy: string }

/**
 * One page of rows and the total matching (every row when `page` is undefined: exports). The count
 * and the page are two queries so the total is right past the last page too.
 */
export async function queryPage<T>(db: Db, q: ListQuery, page?: Paged): Promise<{ total: number; rows: T[] }> {
  const n = q.where.params.length;
  const base = `SELECT ${q.select} FROM ${q.from} WHERE ${q.where} ORDER BY ${q.orderBy}`;
  const [count, rows] = await Promise.all([
    db.one<{ n: string }>(`SELECT count(*) AS n FROM ${q.from} WHERE ${q.where}`, q.where.params),
    page
      ? db.query<T>(`${base} LIMIT $${n + 1} OFFSET $${n + 2}`, [...q.where.params, page.limit, page.offset])
      : db.query<T>(base, q.where.params),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}

/** The answer of a list route: the contract's Page. */
export interface ListPage<I> { total: number; offset: number; limit: number; list: I[] }

/**
 * The list-route helper: the page the body asks for (contract defaults, or `defaultLimit`), its rows
 * turned into the contract's items by `toList`, and the total.
 */
export async function listPage<T, I>(
  db: Db,
  q: ListQuery,
  paging: { offset?: number; limit?: number } | undefined,
  toList: (rows: T[]) => I[] | Promise<I[]>,
  defaultLimit = 10,
): Promise<ListPage<I>> {
  const page = pageOf(paging, defaultLimit);
  const { total, rows } = await queryPage<T>(db, q, page);
  return { total, ...page, list: await toList(rows) };
}
