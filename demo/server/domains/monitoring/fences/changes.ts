import type { ServerContext } from '../../../context';

/**
 * The live runtime keeps the fences in memory; a change marks them stale so the next tick reloads
 * them. The flag lives in ctx.services so that each app (each test server) has its own.
 */
const KEY = 'monitoring.fencesVersion';

export function fencesChanged(ctx: ServerContext): void {
  ctx.services.set(KEY, fencesVersion(ctx) + 1);
}

export function fencesVersion(ctx: ServerContext): number {
  return (ctx.services.get(KEY) as number | undefined) ?? 0;
}
