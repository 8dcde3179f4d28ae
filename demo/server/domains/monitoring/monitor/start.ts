import type { ServerContext } from '../../../context';
import { runtimeOf } from './runtime';

/** Domain.start: ticks every second until stopped, then saves the positions. */
export function startRuntime(ctx: ServerContext): () => Promise<void> {
  const runtime = runtimeOf(ctx);
  const timer = setInterval(() => {
    runtime.tick().catch((error) => ctx.log('[monitoring] tick failed', error));
  }, 1000);
  return async () => {
    clearInterval(timer);
    await runtime.idle().catch(() => {});
    await runtime.persist().catch(() => {});
  };
}
