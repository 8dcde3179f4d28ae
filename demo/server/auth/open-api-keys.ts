import type { Keys } from '../../../src/core/config/environments';
import { forbidden, tooMany } from '../http/errors';
import { ENTERPRISES } from '../enterprises';
import { RateLimiter, type LimitStore } from './rate-limit';

/**
 * The open-API keys (spec 7.1, issue 10, 4). A key belongs to one enterprise and answers only for
 * its cars: the console ships its key in its JavaScript, where anyone can read it, so a key is as
 * public as the page that carries it. Each key has a budget of calls per minute, and a client that
 * keeps trying wrong keys is held off, so a key can be neither used to sweep a fleet nor guessed.
 * Both counts are in the database, shared by every server process (issue 25, 2).
 */
export interface OpenApiKeys {
  /** The uid of the key's enterprise; 403 for a missing or unknown key, 429 over a budget. */
  admit(key: unknown, client: string): Promise<string>;
}

/** Calls per key per minute: a partner polling a few dozen cars now and then stays well inside. */
export const OPEN_API_CALLS_PER_MINUTE = 60;
/** Wrong keys a client may try in ten minutes before it is refused for the rest of them. */
export const OPEN_API_WRONG_KEYS = 10;

/** The demo keys: the console's own (enterprise A's) and enterprise B's; demo data only. */
export function demoOpenApiKeyOwners(keys: Keys): ReadonlyMap<string, string> {
  return new Map([[keys.openApiKey, ENTERPRISES.A], ['fms-demo-b-open-api-key', ENTERPRISES.B]]);
}

export function createOpenApiKeys(owners: ReadonlyMap<string, string>, store: LimitStore): OpenApiKeys {
  const perKey = new RateLimiter('open-api-key', OPEN_API_CALLS_PER_MINUTE, 60_000, store);
  const wrongKeys = new RateLimiter('open-api-wrong-key', OPEN_API_WRONG_KEYS, 10 * 60_000, store);
  const TOO_MANY = '開放 API 查詢次數過多，請稍後再試。';
  return {
    async admit(key, client) {
      const lockedMs = await wrongKeys.retryAfterMs(client);
      if (lockedMs > 0) throw tooMany(TOO_MANY, lockedMs / 1000);
      const owner = typeof key === 'string' ? owners.get(key) : undefined;
      if (!owner) {
        await wrongKeys.hit(client);
        throw forbidden('開放 API 金鑰無效。');
      }
      await perKey.enforce(key as string, TOO_MANY);
      return owner;
    },
  };
}
