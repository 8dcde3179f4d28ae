import { randomUUID } from 'node:crypto';

/** A new record uid with a readable prefix (fen-…, ord-…, vid-…). */
export const newUid = (prefix: string) => `${prefix}-${randomUUID()}`;
