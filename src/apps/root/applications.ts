import type { LifeCycles } from 'single-spa';
import type { AppName } from './routes';

/**
 * The loaders of the page applications (each folder's index exports bootstrap, mount, unmount). The
 * glob gives a lazy import() per folder that exists, so an application not built yet (a later
 * issue's) falls back to the construction page instead of breaking the build.
 */
const FOUND = import.meta.glob<LifeCycles>(['../*/index.ts', '../*/index.tsx']);

/** The loader of an application in the table; the root reaches it through ./application-loader.ts. */
export function tableLoader(name: AppName): () => Promise<LifeCycles> {
  return FOUND[`../${name}/index.tsx`] ?? FOUND[`../${name}/index.ts`] ?? FOUND['../construction/index.tsx'];
}
