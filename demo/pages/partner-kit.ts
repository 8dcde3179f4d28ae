/**
 * What every partner page of the demo does to embed the console's elements (issue 9, 16): find the
 * console (`?console=<origin>`, default this page's origin), name it in `__FMS_CONFIG__.console`,
 * give the token provider of the partner's "own backend" and load elements by absolute URL.
 */
import type { HostTokens, TokenProvider } from '../../src/core/session/host-tokens';

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

export const CONSOLE = consoleOrigin();

// One setting for every host of the elements (API, plus, payment, sockets…: each at its path under
// the console) and for the console's address their links carry (issue 23, 6).
window.__FMS_CONFIG__ = { console: CONSOLE };

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

/**
 * The page's token provider: one sign-in serves the bundles that ask together at the start; a
 * renewal, asked later when the console drops a token, gets a fresh one.
 */
export function partnerTokenProvider(): TokenProvider {
  let tokens: Promise<HostTokens> | null = null;
  let askedAt = 0;
  return () => {
    if (!tokens || Date.now() - askedAt > 60_000) {
      askedAt = Date.now();
      tokens = tokensFromOwnBackend();
    }
    return tokens;
  };
}

/**
 * Embeds elements as the README says (issue 23, 1): the token provider goes into
 * `window.__FMS_CONFIG__` before any element script, so the first bundle signs the elements in
 * before their first call; then the elements' stable entries at the console load, and
 * `fmsConsole.ready` resolves `window.fmsConsole` once the session is in place.
 */
export async function embedElements(tags: readonly string[]) {
  window.__FMS_CONFIG__ = { ...window.__FMS_CONFIG__, tokenProvider: partnerTokenProvider() };
  await Promise.all(tags.map((tag) => import(/* @vite-ignore */ `${CONSOLE}/elements/${tag}.js`)));
  return window.fmsConsole!.ready;
}

/** Shows why the elements did not load, in the page's status line. */
export const showLoadError = (status: HTMLElement) => (error: unknown) => {
  status.textContent = `無法載入主控台元素：${error instanceof Error ? error.message : String(error)}`;
};
