import type { LifeCycles } from 'single-spa';
import type { AppName } from './routes';

/**
 * How the root loads a page application. The sign-in page, the one most visits open first, is
 * imported directly; every other application goes through the table of all of them
 * (./applications.ts), a chunk of its own that the sign-in page never loads (issue 9, lean
 * delivery: the table grows with every page, the sign-in page's script does not). The server
 * preloads the table for the other routes (demo/server/http/static.ts), so it costs no extra trip.
 */
export function applicationLoader(name: AppName): () => Promise<LifeCycles> {
  if (name === 'sign-in') return () => import('../sign-in/index') as Promise<LifeCycles>;
  return () => import('./applications').then(({ tableLoader }) => tableLoader(name)());
}
