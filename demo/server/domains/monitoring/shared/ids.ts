import { randomUUID } from 'node:crypto';

/** A new record uid with a readable prefix (fen-…, rte-…, evt-…). */
export const newUid = (prefix: string) => `${prefix}-${randomUUID()}`;
