/**
 * A partner portal on another origin (issue 9): plain HTML with its own header and styles. It
 * loads the console's elements by absolute URL from the console (`?console=<origin>`, default this
 * page's origin so `npm start` shows it too), gets its tokens from its "own backend" and hands them
 * over with `window.fmsConsole.provideTokens`. It writes no cookies. Links inside the elements
 * arrive as `navrequest` events, shown as a line; the page's URL does not change.
 *
 * The e2e run serves this page at http://localhost:PORT (listed in FMS_PARTNER_ORIGINS) and the
 * console at http://127.0.0.1:PORT (tests/e2e/partner-portal.spec.ts).
 */
import type { HostTokens } from '../../src/core/session/host-tokens';

// Types of window.fmsConsole and __FMS_CONFIG__ (the page imports no element code of its own).
import type {} from '../../src/elements/shared/embed';
import type {} from '../../src/core/config/store';

/** The console's origin: `?console=` when it is an http(s) origin, else this page's. */
function consoleOrigin(): string {
  const given = new URLSearchParams(location.search).get('console');
  if (given && URL.canParse(given)) {
    const url = new URL(given);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  }
  return location.origin;
}

const CONSOLE = consoleOrigin();
const status = document.getElementById('partner-status')!;

/**
 * The partner's backend in the demo: a real partner's server signs in (or exchanges its own
 * session for console tokens) and gives the page only the tokens. Here the page calls the
 * console's sign-in with the demo account, as that backend would.
 */
async function tokensFromOwnBackend(): Promise<HostTokens> {
  const res = await fetch(`${CONSOLE}/api/auth/v0/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': 'fms-demo-api-key' },
    body: JSON.stringify({ name: 'demo-admin', password: 'fleet-demo-2021' }),
  });
  const body = (await res.json()) as { status: number; data: HostTokens; message?: string };
  if (body.status !== 0) throw new Error(body.message ?? `sign-in failed (${body.status})`);
  const { accessToken, idToken, refreshToken } = body.data;
  return { accessToken, idToken, refreshToken };
}

// Every host of the elements lives at the console (README 'Pointing the console at other hosts').
window.__FMS_CONFIG__ = {
  hosts: {
    api: `${CONSOLE}/api`, plus: `${CONSOLE}/plus`, plusApi: `${CONSOLE}/plus-api`, payment: `${CONSOLE}/payment`,
    bulletin: `${CONSOLE}/bulletin`, openApi: `${CONSOLE}/open-api`, stream: `${CONSOLE}/stream`, ops: `${CONSOLE}/ops`,
    socket: CONSOLE,
  },
};

/** The elements' stable entries at the console (README 'Embedding elements'). */
function loadElement(tag: string): Promise<unknown> {
  return import(/* @vite-ignore */ `${CONSOLE}/elements/${tag}.js`);
}

function place(slot: string, html: string): void {
  document.getElementById(slot)!.innerHTML = html;
}

async function start(): Promise<void> {
  // One sign-in shared by the bundles that ask together at the start (each asks once); a renewal,
  // asked later when the console drops a token, gets a fresh one.
  let tokens: Promise<HostTokens> | null = null;
  let askedAt = 0;
  const provider = () => {
    if (!tokens || Date.now() - askedAt > 60_000) {
      askedAt = Date.now();
      tokens = tokensFromOwnBackend();
    }
    return tokens;
  };
  await Promise.all(['fms-dtc-advice', 'fms-notification-bell', 'fms-monitor-map'].map(loadElement));
  const fms = window.fmsConsole!;
  if (!(await fms.provideTokens(provider))) throw new Error('the console did not accept the tokens');

  document.addEventListener(fms.events.navRequest, (event) => {
    const { path } = (event as CustomEvent<{ path: string }>).detail;
    event.preventDefault();
    status.textContent = `要前往：${path}`;
  });
  document.addEventListener('carselect', (event) => {
    status.textContent = `已選擇車輛：${(event as CustomEvent<{ carNo: string }>).detail.carNo}`;
  });

  place('bell-slot', '<fms-notification-bell></fms-notification-bell>');
  place('map-slot', '<fms-monitor-map></fms-monitor-map>');
  place('dtc-slot', '<fms-dtc-advice code="P0217" model="XZU720"></fms-dtc-advice>'
    + '<fms-dtc-advice code="U0100" model="FC2AJ7" compact></fms-dtc-advice>');
}

start().catch((error: unknown) => {
  status.textContent = `無法載入主控台元素：${error instanceof Error ? error.message : String(error)}`;
});
