import { version } from '../../../package.json';
import { logEmbedError } from '../../core/embed/errors';
import { configure, type ConfigOverrides } from '../../core/config/store';
import { NAV_REQUEST_EVENT } from '../../core/navigation/follow-link';
import { provideTokens, SESSION_END_EVENT, setSessionTokens, type HostTokens, type TokenProvider } from '../../core/session/host-tokens';
import { $session } from '../../core/session/store';

/**
 * What a partner page reaches as `window.fmsConsole` once any element bundle has loaded (issue 9).
 * Each bundle carries its own copy of the core, so the page-wide object keeps what the page gave
 * (provider, tokens, config) and hands it to every bundle: those loaded already and those loaded
 * later. With a provider, each bundle asks it for its own tokens (cache them on the partner side).
 *
 * Tokens before the first call (issue 23, 1): a page that sets `window.__FMS_CONFIG__.tokenProvider`
 * (or fixed `tokens`) before the element scripts has it used by the first bundle that loads, before
 * any element renders; `ready` resolves once a session is in place.
 */
export interface FmsConsoleApi {
  /** The release of the elements (package.json's version; the manifest's and the loader's too). */
  readonly version: string;
  /** From the loader (issue 23, 5): defines the `fms-*` tags inside a shadow root, now and as they are added. */
  discover?(root: Node): void;
  /** Sets the function that obtains {accessToken, idToken?, refreshToken?} from the partner's backend; asked at once and before each expiry. Resolves true when tokens were stored. */
  provideTokens(provider: TokenProvider): Promise<boolean>;
  /** Fixed tokens {accessToken, idToken?, refreshToken?}; false, storing nothing, when they cannot be decoded. */
  setSessionTokens(tokens: HostTokens): boolean;
  /** Overrides the console settings (hosts, allowNavigation, …) for every bundle, also one loaded later. */
  configure(overrides: ConfigOverrides): void;
  /**
   * Resolves (to this object) the first time the page has a session: tokens from the provider or
   * `setSessionTokens` were stored (or the console's cookies of the same site, or URL tokens, signed
   * the page in). It never rejects: a provider that fails logs `token-provider-failed`, dispatches
   * `sessionend` and `ready` waits for tokens that work.
   */
  readonly ready: Promise<FmsConsoleApi>;
  /** The names of the events elements and the page receive: 'navrequest' and 'sessionend'. */
  readonly events: { readonly navRequest: string; readonly sessionEnd: string };
}

declare module '../../core/config/store' {
  interface ConfigOverrides {
    /** Read once, when the first element bundle loads: signs every element in before its first call. */
    tokenProvider?: TokenProvider;
    /** Fixed tokens, for a page that has them at hand (no renewal: prefer tokenProvider). */
    tokens?: HostTokens;
  }
}

interface Bundle {
  provideTokens: typeof provideTokens;
  setSessionTokens: typeof setSessionTokens;
  configure: typeof configure;
}

interface PageState {
  bundles: Bundle[];
  provider?: TokenProvider;
  tokens?: HostTokens;
  config: ConfigOverrides[];
  ready: Promise<FmsConsoleApi>;
  signedIn: () => void;
}

declare global {
  interface Window {
    /** The console's page-wide API, there once any element bundle has loaded. @public */
    fmsConsole?: FmsConsoleApi;
    __fmsEmbedState__?: PageState;
  }
}

const thisBundle: Bundle = { provideTokens, setSessionTokens, configure };

const FAILED_FIX = '請讓它從您的後端回傳 {accessToken, idToken}（見 README「Embedding elements」）；在那之前，元素顯示登入已逾時。';

/**
 * The page's provider as the bundles ask it: bundles asking at the same time (a page's first load)
 * share one answer, and why it failed is logged once on the page before each bundle ends its session.
 */
export function reportingProvider(provider: TokenProvider): TokenProvider {
  let pending: Promise<HostTokens> | null = null;
  const ask = async () => {
    let tokens: HostTokens;
    try {
      tokens = await provider();
    } catch (error) {
      logEmbedError('token-provider-failed', `token 提供函式發生錯誤：${error instanceof Error ? error.message : String(error)}。`, FAILED_FIX);
      throw error;
    }
    if (typeof tokens?.accessToken !== 'string' || !tokens.accessToken) {
      logEmbedError('token-provider-failed', 'token 提供函式回傳的內容沒有 accessToken。', FAILED_FIX);
    }
    return tokens;
  };
  return () => (pending ??= ask().finally(() => {
    pending = null;
  }));
}

function pageState(): PageState {
  let signedIn = () => {};
  const ready = new Promise<FmsConsoleApi>((resolve) => {
    signedIn = () => resolve(window.fmsConsole!);
  });
  const given = window.__FMS_CONFIG__;
  return {
    bundles: [], config: [], ready, signedIn,
    provider: given?.tokenProvider && reportingProvider(given.tokenProvider),
    tokens: given?.tokenProvider ? undefined : given?.tokens,
  };
}

/** Joins this bundle to the page-wide `window.fmsConsole`, creating it when first; idempotent. */
export function exposeEmbedApi(): void {
  // Inside the console (its own build) no partner page holds the elements.
  if (typeof window === 'undefined' || globalThis.__FMS_CONSOLE_BUILD__) return;
  const state = (window.__fmsEmbedState__ ??= pageState());
  if (state.bundles.includes(thisBundle)) return;
  state.bundles.push(thisBundle);
  // The loader's stand-in (scripts/vite/loader-page-api.ts) gave the page's settings through
  // __FMS_CONFIG__ (read by pageState); the full object takes its place and its calls from now on.
  const stub = window.fmsConsole as (FmsConsoleApi & { handOver?: (api: FmsConsoleApi) => void }) | undefined;
  if (!stub || stub.handOver) {
    // What else the loader put on it (its version, discover) stays.
    const { handOver, ...fromLoader } = stub ?? {};
    window.fmsConsole = {
      version,
      ...fromLoader,
      async provideTokens(provider) {
        state.provider = reportingProvider(provider);
        const results = await Promise.all(state.bundles.map((b) => b.provideTokens(state.provider!)));
        return results.every(Boolean);
      },
      setSessionTokens(tokens) {
        state.tokens = tokens;
        return state.bundles.map((b) => b.setSessionTokens(tokens)).every(Boolean);
      },
      configure(overrides) {
        state.config.push(overrides);
        for (const b of state.bundles) b.configure(overrides);
      },
      ready: state.ready,
      events: { navRequest: NAV_REQUEST_EVENT, sessionEnd: SESSION_END_EVENT },
    };
    handOver?.(window.fmsConsole);
  }
  $session.subscribe((session) => {
    if (session.accessToken) state.signedIn();
  });
  // A bundle loaded after the page gave its settings gets them too.
  for (const overrides of state.config) configure(overrides);
  if (state.provider) void provideTokens(state.provider);
  else if (state.tokens) setSessionTokens(state.tokens);
}
