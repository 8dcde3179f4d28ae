import type { PageCheckState } from '../../core/guards';

/** The applications of the console; each renders into #fms-app. */
export type AppName = 'sign-in' | 'status' | 'construction';

export type StatusKind = 'maintenance' | 'notFound' | 'error' | 'noAuth';

export interface View {
  app: AppName;
  status?: StatusKind;
  message?: string;
}

/**
 * Which application shows a checked page (pure, so the route layout is unit-tested): the guards'
 * outcome first (maintenance, 404, 500), then the path. Pages of later issues show the
 * construction page for now.
 */
export function viewFor(check: PageCheckState | null): View | null {
  if (!check) return null;
  const { outcome, location } = check;
  if (outcome.kind === 'maintenance') return { app: 'status', status: 'maintenance' };
  if (outcome.kind === 'notFound') return { app: 'status', status: 'notFound' };
  if (outcome.kind === 'error') return { app: 'status', status: 'error', message: outcome.message };
  if (outcome.kind !== 'allow') return null;
  if (location.path === '/') return { app: 'sign-in' };
  if (location.path === '/noAuth') return { app: 'status', status: 'noAuth' };
  return { app: 'construction' };
}
