import { registerApplication, start, triggerAppChange, type LifeCycles } from 'single-spa';
import { $pageCheck, installGuards } from '../../core/guards';
import { startNavigation } from '../../core/navigation';
import { loadSessionFromCookies } from '../../core/session';
import { wireCore } from '../../core/wire';
import { loadOrReloadOnce } from './reload-once';
import { viewFor, type AppName } from './view';

/**
 * The root config: no UI framework here. It registers the applications from a declarative layout,
 * runs the guards before every page (the one navigation listener) and mounts what the view says.
 */
const APPLICATIONS: Record<AppName, () => Promise<LifeCycles>> = {
  'sign-in': () => import('../sign-in'),
  status: () => import('../status'),
  construction: () => import('../construction'),
};

export function startConsole(): void {
  wireCore();
  loadSessionFromCookies();
  for (const [name, load] of Object.entries(APPLICATIONS) as Array<[AppName, () => Promise<LifeCycles>]>) {
    registerApplication({
      name,
      app: () => loadOrReloadOnce(load),
      activeWhen: () => viewFor($pageCheck.get())?.app === name,
    });
  }
  installGuards();
  // A new outcome for the same URL (maintenance switched on, a redirect back) re-evaluates the apps.
  $pageCheck.listen(() => triggerAppChange());
  startNavigation();
  start({ urlRerouteOnly: true });
}
