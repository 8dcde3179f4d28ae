import { addErrorHandler, getMountedApps, registerApplication, start, triggerAppChange } from 'single-spa';
import { awaitFirstPage } from '../../core/sockets/first-content';
import { $pageCheck, installGuards } from '../../core/guards';
import { analyticsScriptUrl } from '../../core/analytics/script-url';
import { $config } from '../../core/config';
import { markInConsole, navigate, startNavigation } from '../../core/navigation';
import { $isSignedIn, loadSessionFromCookies } from '../../core/session';
import { APP_CONTAINER_ID, showLoadError } from '../shared/containers';
import { applicationLoader } from './application-loader';
import { APP_NAMES } from './routes';
import { currentLayout, handOverLayout, installLayout, loadLayout, updateLayout } from './layout-host';
import { loadOrReloadOnce } from '../shared/reload-once';
import { viewFor, type View } from './view';

/**
 * The root config: no UI framework here. The guards run before every page (core installGuards: the
 * bulletin check, then sign-in and permission); their outcome picks a view from the declarative
 * route layout; the layout (plain DOM around the chrome elements) is put in place, and then
 * single-spa mounts the page application into the layout's content container.
 */
let shown: View | null = null;
let sequence = 0;

function host(): HTMLElement {
  let el = document.getElementById(APP_CONTAINER_ID);
  if (!el) {
    el = document.createElement('div');
    el.id = APP_CONTAINER_ID;
    document.body.append(el);
  }
  return el;
}

async function show(view: View | null): Promise<void> {
  const mine = ++sequence;
  if (!view) return;
  try {
    if (currentLayout() !== view.layout) {
      const create = await loadLayout(view.layout);
      if (mine !== sequence) return;
      if (shown?.app === view.app) {
        // The same application already shows the new route: it moves into the new frame, mounted,
        // so nothing typed while the layout loaded is lost (issue 24, 9).
        handOverLayout(host(), view.layout, create);
      } else {
        // The page leaves with its layout: unmount first, so no application is left in a detached frame.
        shown = null;
        await triggerAppChange();
        if (mine !== sequence) return;
        installLayout(host(), view.layout, create);
      }
    }
    updateLayout(view.path);
    shown = view;
    await triggerAppChange();
  } catch (error) {
    console.error('版面載入失敗 (layout failed to load)', error);
    showLoadError(host());
  }
}

export function startConsole(): void {
  // Elements follow links through the router (and the session uses the cookies) only in here.
  markInConsole();
  // A session whose refresh answered 401 (expired or revoked) was reset: back to / (spec 4). The
  // wiring (token renewal, sockets, the bell's reset) is loaded once someone is signed in (from the
  // cookies at once, or after signing in): the sign-in page needs none of it (issue 9, lean
  // delivery; issue 26, 5: every script its first seconds fetch counts).
  loadSessionFromCookies();
  whenSignedIn(() => void import('../../core/wire').then(({ wireCore }) => wireCore({ onSessionEnded: () => void navigate('/') })));
  // What can wait (the header bell's socket.io) waits for the first page's own content (issue 26, 5).
  awaitFirstPage(firstPageMounted());
  for (const name of APP_NAMES) {
    registerApplication({
      name,
      app: () => loadOrReloadOnce(applicationLoader(name)),
      activeWhen: () => shown?.app === name,
    });
  }
  // An application that fails to load or mount leaves a message instead of an empty page.
  addErrorHandler((error) => {
    console.error('應用程式載入失敗 (application failed)', error);
    showLoadError(document.getElementById('fms-page') ?? host());
  });
  installGuards();
  // A new outcome (a page, maintenance switched on, a redirect back) picks the view.
  $pageCheck.subscribe((check) => {
    void show(viewFor(check));
    if (check) trackPageView(check.location.path);
  });
  startAnalytics();
  startNavigation();
  start({ urlRerouteOnly: true });
}

/** Calls `then` once, the first time a user is signed in (now or later). */
function whenSignedIn(then: () => void): void {
  let done = false;
  const stop = $isSignedIn.subscribe((signedIn) => {
    if (!signedIn || done) return;
    done = true;
    then();
    queueMicrotask(() => stop());
  });
}

/**
 * Settles once single-spa has mounted the first page application (its routing event comes after the
 * mount, so a page that holds its first content has taken the hold), or an application failed.
 */
function firstPageMounted(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (getMountedApps().length === 0) return;
      window.removeEventListener('single-spa:routing-event', done);
      resolve();
    };
    window.addEventListener('single-spa:routing-event', done);
    addErrorHandler(() => resolve());
  });
}

/** Page views go to the analytics tag once its code has loaded; until then, and without a tag, nowhere. */
let trackPageView: (path: string) => void = () => {};

/**
 * The analytics tag (spec 7.13), loaded only where a deployment configures one: its code is a chunk
 * of its own, so the first page carries none of it. The page shown meanwhile is reported on load.
 */
function startAnalytics(): void {
  const config = $config.get();
  if (!analyticsScriptUrl(config)) return;
  void import('../../core/analytics').then((analytics) => {
    if (!analytics.loadAnalytics(config)) return;
    trackPageView = analytics.trackPageView;
    const check = $pageCheck.get();
    if (check) trackPageView(check.location.path);
  });
}
