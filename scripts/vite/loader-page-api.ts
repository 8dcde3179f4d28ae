/**
 * `window.fmsConsole` from the loader on (issue 23, 1): a page may call `provideTokens`,
 * `setSessionTokens` or `configure` right after the loader's script tag, before any element bundle
 * has loaded. Until then what it gives goes into `window.__FMS_CONFIG__`, which the first bundle
 * reads (tokenProvider, tokens, hosts); that bundle then puts the full object in the stub's place
 * and calls `handOver` (src/elements/shared/embed.ts), after which the stub forwards every call.
 * Plain ES2020 inside the loader (scripts/vite/element-entries.ts); nothing else is shared with the bundles.
 */
export const LOADER_PAGE_API = `if (!window.fmsConsole) {
  let real = null;
  let settle;
  const ready = new Promise((resolve) => { settle = resolve; });
  const config = () => (window.__FMS_CONFIG__ = window.__FMS_CONFIG__ || {});
  window.fmsConsole = {
    provideTokens(provider) {
      if (real) return real.provideTokens(provider);
      config().tokenProvider = provider;
      return ready.then(() => true);
    },
    setSessionTokens(tokens) {
      if (real) return real.setSessionTokens(tokens);
      delete config().tokenProvider;
      config().tokens = tokens;
      return true;
    },
    configure(overrides) {
      if (real) return real.configure(overrides);
      const given = config();
      Object.assign(given, overrides, {
        hosts: Object.assign({}, given.hosts, overrides.hosts),
        keys: Object.assign({}, given.keys, overrides.keys),
      });
    },
    ready,
    events: { navRequest: 'navrequest', sessionEnd: 'sessionend' },
    handOver(api) {
      real = api;
      api.ready.then(settle);
    },
  };
}
`;
