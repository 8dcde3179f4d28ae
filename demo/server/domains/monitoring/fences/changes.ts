import type { ServerContext } from '../../../context';

/**
 * The live runtime keeps the fences in memory; a change marks them stale so the next tick reloads
 * them. The flag lives in ctx.services so that each app (each test server) has its own. A change
 * made in one server process reaches the others (the one simulating among them) as a server
 * message (ctx.realtime.toServers, issue 25, 2).
 */
const KEY = 'monitoring.fencesVersion';
const FENCES_CHANGED = 'fms:fences-changed';

export function fencesChanged(ctx: ServerContext): void {
  ctx.realtime.toServers(FENCES_CHANGED, null);
}

/** Called once per app (the domain's provide). */
export function followFenceChanges(ctx: ServerContext): void {
  ctx.realtime.onServers(FENCES_CHANGED, () => ctx.services.set(KEY, fencesVersion(ctx) + 1));
}

export function fencesVersion(ctx: ServerContext): number {
  return (ctx.services.get(KEY) as number | undefined) ?? 0;
}
