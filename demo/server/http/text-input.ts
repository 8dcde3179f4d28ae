import type { FastifyRequest } from 'fastify';
import { badInput } from './errors';

/**
 * Text the database cannot keep as sent (issue 10, 10): NUL, which PostgreSQL text refuses, and
 * lone UTF-16 surrogates, which would be stored as U+FFFD. Checked once for every route, on the
 * body, the query and the path parameters, before any schema or handler sees them.
 */
// NUL is the very character to find here, hence the lint exception.
// eslint-disable-next-line no-control-regex
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (value or key) holding bad text, e.g. 'invoice.email' or 'carUids.0'; null if none. */
export function badTextField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? path : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (BAD_TEXT.test(key)) return at;
    const found = badTextField(item, at);
    if (found !== null) return found;
  }
  return null;
}

/** A preValidation hook: 400 (status 4000001) naming the field. */
export async function refuseBadText(req: FastifyRequest): Promise<void> {
  for (const [part, value] of [['body', req.body], ['query', req.query], ['params', req.params]] as const) {
    const field = badTextField(value);
    if (field !== null) throw badInput(field || part, `${field || part} 含有不允許的字元（NUL 或不成對的代理字元）。`);
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes a request body, refusing bytes that are not UTF-8 (instead of turning them into U+FFFD). */
export function decodeUtf8(body: Buffer): string {
  try {
    return strictUtf8.decode(body);
  } catch {
    throw badInput('body', 'body（請求內容）不是有效的 UTF-8 文字。');
  }
}
