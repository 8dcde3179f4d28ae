/**
 * Environments and hosts (spec 4 'Environment', 7.1, 9).
 * Every host defaults to a same-origin path prefix served by the reference server, so the console
 * runs end to end on one machine; a deployment overrides any of them with `configure()` or a
 * `window.__FMS_CONFIG__` object set before the bundle loads.
 */
export type EnvironmentName = 'dev' | 'stage' | 'pro' | 'demo' | 'partnerStage';

export interface Hosts {
  /** The REST base, `{host}/api`. */
  api: string;
  /** The plus (value-added service) host. */
  plus: string;
  /** The plus api host; video records live at `{plusApi}/video-record`. */
  plusApi: string;
  /** The payment bridge. */
  payment: string;
  /** The bulletin host; the published list is at `{bulletin}/api/v0/bulletin/published`. */
  bulletin: string;
  /** The open-API host; `{openApi}/v1/third-party/car/info`. */
  openApi: string;
  /** The camera stream server (ask_media). */
  stream: string;
  /** The ops portal host; sidebar links read `{ops}/individual/{path}?{opsUrl}`. */
  ops: string;
  /** socket.io origin; the path is always /socket. Empty means the page's origin. */
  socket: string;
}

export interface Keys {
  /** Standard X-API-Key. */
  apiKey: string;
  /** Key of plus-API requests. */
  plusKey: string;
  /**
   * Key of the open-API host. Like every key here it ships in the bundle and is public: it belongs
   * to one enterprise, which is all it answers for (README 'Pointing the console at other hosts').
   */
  openApiKey: string;
}

export interface ConsoleConfig {
  env: EnvironmentName;
  /**
   * The console's origin or base URL (issue 23, 6), without a trailing slash: every host not set on
   * its own is its path under it (`{console}/api`, `{console}/plus`, …; the socket at its origin),
   * and an embedded element's links point at its pages. Empty: this page's own origin.
   */
  console: string;
  hosts: Hosts;
  keys: Keys;
  /** Tile URL template for the maps; empty means the offline basemap only. */
  tileUrl: string;
  appVersion: string;
  manualUrl: string;
  customerServiceUrl: string;
  /**
   * The maintenance bypass constant (spec 9 'Maintenance bypass constant'): while a system-
   * maintenance bulletin is published, a page opened with `?bypass=<this value>` still passes the
   * guards (spec 4 'System maintenance mode'). Deployments set their own secret value.
   */
  maintenanceBypass: string;
  /**
   * The analytics tag (spec 7.13): a script URL (gtag-style, `{id}` is replaced by analyticsId) and
   * the measurement id. Empty: no tag is loaded (the default; set both per deployment).
   */
  analyticsUrl: string;
  analyticsId: string;
  /**
   * Embedded elements (no console root on the page) change no URL by default: a link only emits
   * its cancellable `navrequest` event. A partner page sets this to let an uncancelled request
   * move the page (issue 9, navigation).
   */
  allowNavigation: boolean;
  /**
   * Embedded list elements keep their filters, page and rows per page in the page's URL
   * (`?page=2&rows=50&status=…`, replacing the history entry) only when a partner page sets this;
   * inside the console they always do (issue 24, 9). Use it with one list element on the page.
   */
  keepListsInUrl: boolean;
}

/** Each host as a path on the page's own origin: where the reference server serves it. */
export const SAME_ORIGIN_HOSTS: Readonly<Hosts> = {
  api: '/api',
  plus: '/plus',
  plusApi: '/plus-api',
  payment: '/payment',
  bulletin: '/bulletin',
  openApi: '/open-api',
  stream: '/stream',
  ops: '/ops',
  socket: '',
};

/** Every host as its path under a console origin or base URL; `''` gives SAME_ORIGIN_HOSTS. */
export function hostsUnder(console: string): Hosts {
  return Object.fromEntries(Object.entries(SAME_ORIGIN_HOSTS).map(([host, path]) => [host, console + path])) as unknown as Hosts;
}

/** Keys the reference server accepts. Real deployments set their own through config. */
const DEMO_KEYS: Keys = {
  apiKey: 'fms-demo-api-key',
  plusKey: 'fms-demo-plus-key',
  openApiKey: 'fms-demo-open-api-key',
};

/** Host-name patterns, tried in order; the first match names the environment (spec 4). */
export const ENVIRONMENT_PATTERNS: ReadonlyArray<readonly [RegExp, EnvironmentName]> = [
  [/(^|[.-])partner[.-]?stage([.-]|$)/i, 'partnerStage'],
  [/(^|[.-])stage([.-]|$)/i, 'stage'],
  [/(^|[.-])demo([.-]|$)/i, 'demo'],
  [/(^|[.-])(pro|prod|www|fms)\./i, 'pro'],
];

/** Picks the environment from a host name; dev is the default (spec 4, 9). */
export function environmentFromHost(hostname: string): EnvironmentName {
  for (const [pattern, env] of ENVIRONMENT_PATTERNS) if (pattern.test(hostname)) return env;
  return 'dev';
}

export function defaultConfig(env: EnvironmentName): ConsoleConfig {
  return {
    env,
    console: '',
    hosts: { ...SAME_ORIGIN_HOSTS },
    keys: { ...DEMO_KEYS },
    tileUrl: env === 'dev' ? '' : 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    appVersion: '1.0.0',
    manualUrl: '/docs/manual.pdf',
    customerServiceUrl: 'https://line.me/R/ti/p/@fleet-console',
    maintenanceBypass: 'fms-maintenance-bypass',
    analyticsUrl: '',
    analyticsId: '',
    allowNavigation: false,
    keepListsInUrl: false,
  };
}
