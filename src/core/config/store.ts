import { atom, type ReadableAtom } from 'nanostores';
import { defaultConfig, environmentFromHost, type ConsoleConfig, type Hosts, type Keys } from './environments';

export interface ConfigOverrides extends Partial<Omit<ConsoleConfig, 'hosts' | 'keys'>> {
  hosts?: Partial<Hosts>;
  keys?: Partial<Keys>;
}

declare global {
  interface Window {
    /** Set by a host page before any bundle loads: the console's settings (hosts, allowNavigation, …) for every element. @public */
    __FMS_CONFIG__?: ConfigOverrides;
  }
}

/** Merges overrides onto a base config; only the given fields change. */
export function mergeConfig(base: ConsoleConfig, overrides: ConfigOverrides | undefined): ConsoleConfig {
  if (!overrides) return base;
  return {
    ...base,
    ...overrides,
    hosts: { ...base.hosts, ...overrides.hosts },
    keys: { ...base.keys, ...overrides.keys },
  };
}

function initialConfig(): ConsoleConfig {
  const w = typeof window === 'undefined' ? undefined : window;
  const env = environmentFromHost(w?.location.hostname ?? 'localhost');
  return mergeConfig(defaultConfig(env), w?.__FMS_CONFIG__);
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
