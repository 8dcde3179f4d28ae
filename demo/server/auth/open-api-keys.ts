import type { Keys } from '../../../src/core/config/environments';
import { forbidden, tooMany } from '../http/errors';
import { ENTERPRISES } from '../enterprises';
import { RateLimiter, type LimitStore } from './rate-limit';
import type { OpenApiKeys } from '../context';

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
