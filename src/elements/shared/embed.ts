import { configure, type ConfigOverrides } from '../../core/config/store';
import { NAV_REQUEST_EVENT } from '../../core/navigation/follow-link';
import { provideTokens, SESSION_END_EVENT, setSessionTokens, type HostTokens, type TokenProvider } from '../../core/session/host-tokens';

/**
 * What a partner page reaches as `window.fmsConsole` once any element bundle has loaded (issue 9).
 * Each bundle carries its own copy of the core, so the page-wide object keeps what the page gave
 * (provider, tokens, config) and hands it to every bundle: those loaded already and those loaded
 * later. With a provider, each bundle asks it for its own tokens (cache them on the partner side).
 */
export interface FmsConsoleApi {
  /** Sets the function that obtains {accessToken, idToken?, refreshToken?} from the partner's backend; asked at once and before each expiry. Resolves true when tokens were stored. */
  provideTokens(provider: TokenProvider): Promise<boolean>;
  /** Fixed tokens {accessToken, idToken?, refreshToken?}; false, storing nothing, when they cannot be decoded. */
  setSessionTokens(tokens: HostTokens): boolean;
  /** Overrides the console settings (hosts, allowNavigation, …) for every bundle, also one loaded later. */
  configure(overrides: ConfigOverrides): void;
  /** The names of the events elements and the page receive: 'navrequest' and 'sessionend'. */
  readonly events: { readonly navRequest: string; readonly sessionEnd: string };
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
}

declare global {
  interface Window {
    /** The console's page-wide API, there once any element bundle has loaded. @public */
    fmsConsole?: FmsConsoleApi;
    __fmsEmbedState__?: PageState;
  }
}

const thisBundle: Bundle = { provideTokens, setSessionTokens, configure };

/** Joins this bundle to the page-wide `window.fmsConsole`, creating it when first; idempotent. */
export function exposeEmbedApi(): void {
  if (typeof window === 'undefined') return;
  const state = (window.__fmsEmbedState__ ??= { bundles: [], config: [] });
  if (state.bundles.includes(thisBundle)) return;
  state.bundles.push(thisBundle);
  // A bundle loaded after the page gave its settings gets them too.
  for (const overrides of state.config) configure(overrides);
  if (state.provider) void provideTokens(state.provider);
  else if (state.tokens) setSessionTokens(state.tokens);
  window.fmsConsole ??= {
    async provideTokens(provider) {
      state.provider = provider;
      const results = await Promise.all(state.bundles.map((b) => b.provideTokens(provider)));
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
    events: { navRequest: NAV_REQUEST_EVENT, sessionEnd: SESSION_END_EVENT },
  };
}
