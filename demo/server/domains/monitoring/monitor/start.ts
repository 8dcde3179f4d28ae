import type { ServerContext } from '../../../context';
import { freshRuntime } from './runtime';
import { setSimulating } from './simulator-inbox';

/**
 * Domain.start: ticks every second until stopped, then saves the positions. The runtime starts
 * afresh from the stored live state and the devices' last reports: a process that takes the
 * simulator over from another (cluster/leadership.ts) may have loaded them long before.
 */
export function startRuntime(ctx: ServerContext): () => Promise<void> {
  const runtime = freshRuntime(ctx);
  setSimulating(ctx, true);
  const timer = setInterval(() => {
    runtime.tick().catch((error) => ctx.log('[monitoring] tick failed', error));
  }, 1000);
  return async () => {
    clearInterval(timer);
    setSimulating(ctx, false);
    await runtime.idle().catch(() => {});
    await runtime.persist().catch(() => {});
  };
}
