import type { PageCheckState } from '../../core/guards';
import { NO_AUTH_PATH } from '../../core/guards';

export type StatusKind = 'maintenance' | 'notFound' | 'error' | 'noAuth';

/** The status page a checked page shows, if any (spec 2.2, 4, 8). */
export function statusKind(check: PageCheckState | null): StatusKind | null {
  if (!check) return null;
  const { outcome, location } = check;
  if (outcome.kind === 'maintenance') return 'maintenance';
  if (outcome.kind === 'notFound') return 'notFound';
  if (outcome.kind === 'error') return 'error';
  if (outcome.kind === 'allow' && location.path === NO_AUTH_PATH) return 'noAuth';
  return null;
}

/** The message of the error outcome (e.g. 'Unknown middleware {name}', spec 8). */
export function statusMessage(check: PageCheckState | null): string {
  return check?.outcome.kind === 'error' ? check.outcome.message : '';
}
