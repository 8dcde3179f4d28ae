import type { PageCheckState } from '../../core/guards';
import { statusKind, type StatusKind } from '../shared/status-kind';
import type { LayoutName } from '../layouts/types';
import { routeView, type AppName } from './routes';

export type { AppName } from './routes';

/** What the root shows for a checked page. */
export interface View {
  layout: LayoutName;
  app: AppName;
  path: string;
  status?: StatusKind;
}

/**
 * Which layout and application show a checked page (pure, tested): the guards' outcome first —
 * maintenance, 404 and 500 show the status page in the sign-in layout, since they must work without
 * a session — then the route layout. null while a redirect is under way.
 */
export function viewFor(check: PageCheckState | null): View | null {
  if (!check) return null;
  const path = check.location.path;
  const status = statusKind(check);
  if (status && status !== 'noAuth') return { layout: 'sign-in', app: 'status', path, status };
  if (check.outcome.kind !== 'allow') return null;
  const route = routeView(path);
  if (!route) return { layout: 'sign-in', app: 'status', path, status: 'notFound' };
  return { ...route, path, ...(status ? { status } : {}) };
}
