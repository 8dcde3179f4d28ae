import { atom, type ReadableAtom } from 'nanostores';
import { defaultConfig, environmentFromHost, hostsUnder, type ConsoleConfig, type Hosts, type Keys } from './environments';

export interface ConfigOverrides extends Partial<Omit<ConsoleConfig, 'hosts' | 'keys'>> {
  hosts?: Partial<Hosts>;
  keys?: Partial<Keys>;
}

declare global {
  interface Window {
    /** Set by a host page before any bundle loads: the console's settings (hosts, allowNavigation, …) for every element. @public */
    __FMS_CONFIG__?: ConfigOverrides;
  }
  /** `true` in the console's own build (vite.config.ts, `define`), where nothing is embedded: code behind it is left out. */
  var __FMS_CONSOLE_BUILD__: boolean | undefined;
}

/**
 * Merges overrides onto a base config; only the given fields change. A given `console` moves every
 * host to its path under it, except the hosts given beside it.
 */
export function mergeConfig(base: ConsoleConfig, overrides: ConfigOverrides | undefined): ConsoleConfig {
  if (!overrides) return base;
  const console = (overrides.console ?? base.console).replace(/\/+$/, '');
  return {
    ...base,
    ...overrides,
    console,
    hosts: { ...(overrides.console === undefined ? base.hosts : hostsUnder(console)), ...overrides.hosts },
    keys: { ...base.keys, ...overrides.keys },
  };
}

/**
 * Where the hosts of a page that names no `console` live (issue 23, 6). Elements loaded by absolute
 * URL from another origin (a partner page) default to the origin they came from, so they still
 * reach their console; `hostMissing` also when the page set no hosts, the README's first step.
 * The console and any page of its own origin load their scripts from that origin: nothing changes
 * there (same-origin paths) and nothing is logged. Pure; `scriptUrl` is the bundle's import.meta.url.
 */
export function consoleDefault(pageOrigin: string, scriptUrl: string, given?: ConfigOverrides): { console?: string; hostMissing: boolean } {
  const { origin, protocol } = new URL(scriptUrl);
  if (given?.console !== undefined || origin === pageOrigin || !protocol.startsWith('http')) return { hostMissing: false };
  return { console: origin, hostMissing: !given?.hosts };
}

function initialConfig(): ConsoleConfig {
  const w = typeof window === 'undefined' ? undefined : window;
  const env = environmentFromHost(w?.location.hostname ?? 'localhost');
  const given = w?.__FMS_CONFIG__;
  // The console's own build leaves this out: its pages load their scripts from their own origin.
  if (globalThis.__FMS_CONSOLE_BUILD__ || !w) return mergeConfig(defaultConfig(env), given);
  const found = consoleDefault(w.location.origin, import.meta.url, given);
  const merged = mergeConfig(defaultConfig(env), { console: found.console, ...given });
  // A page whose console is at another origin gets one lazily loaded module that explains what is
  // missing or refused (core/embed/cross-origin.ts).
  if (merged.console) void import('../embed/cross-origin').then((m) => m.explainCrossOrigin(merged.console, found.hostMissing));
  return merged;
}

const config = atom<ConsoleConfig>(initialConfig());

/** The console's configuration; read-only, change it with configure(). */
export const $config: ReadableAtom<ConsoleConfig> = config;

/** Points the console at other hosts or keys (partner portals call this before mounting elements). */
export function configure(overrides: ConfigOverrides): ConsoleConfig {
  config.set(mergeConfig(config.get(), overrides));
  return config.get();
}

/** Resolves a host-relative path, e.g. hostUrl('api', 'car/v0/list') → '/api/car/v0/list'. */
export function hostUrl(host: keyof Hosts, path: string): string {
  const base = config.get().hosts[host].replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}
