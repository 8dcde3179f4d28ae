import { version } from '../../../package.json';
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
  /** The release of the elements (package.json's version; the manifest's and the loader's too). */
  readonly version: string;
  /** From the loader (issue 23, 5): defines the `fms-*` tags inside a shadow root, now and as they are added. */
  discover?(root: Node): void;
  provideTokens(provider: TokenProvider): Promise<boolean>;
  setSessionTokens(tokens: HostTokens): boolean;
  configure(overrides: ConfigOverrides): void;
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
  // Over what the loader or an earlier bundle put there (discover): every bundle's methods share the page's state.
  window.fmsConsole = { version, ...window.fmsConsole,
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
