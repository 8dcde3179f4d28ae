import { atom, type ReadableAtom } from 'nanostores';
import { fetchPublishedBulletins } from '../api/bulletin';
import { BULLETIN_OK_STATUS } from '../api/contract/bulletin';
import { normalizePath, type Query, type RouteLocation } from '../navigation/query';
import { navigate, registerNavigationListener } from '../navigation/router';
import { resetSession } from '../session/persist';
import { $session } from '../session/store';
import { nowInSeconds } from '../session/tokens';
import { signInAsSuperAccount, signInFromUrl } from '../session/url-sign-in';
import { $maintenance, BYPASS_QUERY_PARAM, isMaintenance, setMaintenance } from './maintenance';
import { DEFAULT_PAGE_CHECKS, runPageChecks, type GuardOutcome } from './outcome';

/** A guard outcome, or the redirect of a URL sign-in, which may go to any page (spec 2.10). */
export type NavigationOutcome = GuardOutcome | { kind: 'redirect'; to: string; resetSession: false };

export interface RunGuardsOptions {
  nowSeconds?: number;
  /** The named page checks to run; defaults to ['bulletin', 'auth']. */
  checks?: readonly string[];
}

export const BULLETIN_FETCH_FAILED = '公告讀取失敗，繼續導覽 (bulletin fetch failed; navigation continues)';

/**
 * Fetches the published bulletins and updates `$maintenance` (spec 4 'System maintenance mode').
 * A failed fetch is logged and the previous state stays (spec 8): navigation continues. The bypass
 * value is remembered for the life of the page, so a user who came in with it keeps passing while
 * moving between pages.
 */
export async function refreshMaintenance(query: Query): Promise<void> {
  const bypass = query[BYPASS_QUERY_PARAM];
  if (bypass !== undefined) setMaintenance({ getWindowQuery: bypass });
  try {
    const body = await fetchPublishedBulletins();
    if (body.status === BULLETIN_OK_STATUS && Array.isArray(body.data)) {
      setMaintenance({ isPublished: isMaintenance(body.data) });
    } else {
      console.warn(BULLETIN_FETCH_FAILED, body.status, body.message ?? '');
    }
  } catch (error) {
    console.warn(BULLETIN_FETCH_FAILED, error);
  }
}

/**
 * Runs before every page (spec 2.2): fetches the bulletins, then the named checks in order
 * ('bulletin', then 'auth'); a sign-in carried by the URL (spec 2.10) runs at the start of 'auth'
 * and its redirect wins. Applies the session reset an outcome asks for, but never redirects: the
 * navigation listener does. Never throws; an unexpected error resets the session and goes to /.
 */
export async function runGuards(path: string, query: Query, options: RunGuardsOptions = {}): Promise<NavigationOutcome> {
  try {
    const nowSeconds = options.nowSeconds ?? nowInSeconds();
    await refreshMaintenance(query);
    const { isPublished, getWindowQuery } = $maintenance.get();
    let outcome: GuardOutcome = { kind: 'allow' };
    for (const name of options.checks ?? DEFAULT_PAGE_CHECKS) {
      // A sign-in carried by the URL is part of the sign-in check, so it waits for the bulletin check.
      if (name === 'auth') {
        for (const signIn of [signInFromUrl, signInAsSuperAccount]) {
          const fromUrl = signIn(query, nowSeconds, normalizePath(path));
          if (fromUrl.kind === 'redirect') return { kind: 'redirect', to: fromUrl.to, resetSession: false };
        }
      }
      outcome = runPageChecks([name], {
        path, query, session: $session.get(), nowSeconds, maintenance: isPublished, bypassQuery: getWindowQuery,
      });
      if (outcome.kind !== 'allow') break;
    }
    if (outcome.kind === 'redirect' && outcome.resetSession) resetSession();
    return outcome;
  } catch (error) {
    console.error('頁面檢查失敗 (page check failed)', error);
    resetSession();
    return { kind: 'redirect', to: '/', resetSession: true };
  }
}

/** The page being shown and what its checks decided; the root renders maintenance, 404 or 500. */
export interface PageCheckState {
  location: RouteLocation;
  outcome: NavigationOutcome;
}

const pageCheck = atom<PageCheckState | null>(null);
export const $pageCheck: ReadableAtom<PageCheckState | null> = pageCheck;

/**
 * Registers the one navigation listener that runs the guards (spec 2.2) and performs their redirect.
 * Maintenance, not-found and error outcomes commit the URL and are published in `$pageCheck` for the
 * root to render. Returns the function that removes the listener.
 */
export function installGuards(options: RunGuardsOptions = {}): () => void {
  return registerNavigationListener(async (to, _from, info) => {
    const outcome = await runGuards(to.path, to.query, options);
    if (outcome.kind === 'redirect') {
      void navigate(outcome.to, { replace: info.replace });
      return false;
    }
    pageCheck.set({ location: to, outcome });
    return true;
  });
}
