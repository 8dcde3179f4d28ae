/**
 * A partner page that embeds the purchase element alone (issue 16): `fms-service-checkout` without
 * `step` runs the whole purchase by itself — service, cars, plan, invoice, card or ATM — and, after a
 * card payment, the provider brings the browser back to this page with ?orderCode&paymentResult,
 * where the element shows the result. Loaded from the console by absolute URL (`?console=<origin>`,
 * default this page's origin) and signed in with the partner's own tokens, like partner.html.
 */
import type { HostTokens } from '../../src/core/session/host-tokens';
import type {} from '../../src/elements/shared/embed';
import type {} from '../../src/core/config/store';
import type {} from '../../src/elements/element-types';

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

/** The partner's backend in the demo: it signs in with the demo account and gives the page the tokens. */
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

window.__FMS_CONFIG__ = {
  hosts: {
    api: `${CONSOLE}/api`, plus: `${CONSOLE}/plus`, plusApi: `${CONSOLE}/plus-api`, payment: `${CONSOLE}/payment`,
    bulletin: `${CONSOLE}/bulletin`, openApi: `${CONSOLE}/open-api`, stream: `${CONSOLE}/stream`, ops: `${CONSOLE}/ops`,
    socket: CONSOLE,
  },
};

async function start(): Promise<void> {
  let tokens: Promise<HostTokens> | null = null;
  let askedAt = 0;
  const provider = () => {
    if (!tokens || Date.now() - askedAt > 60_000) {
      askedAt = Date.now();
      tokens = tokensFromOwnBackend();
    }
    return tokens;
  };
  await import(/* @vite-ignore */ `${CONSOLE}/elements/fms-service-checkout.js`);
  const fms = window.fmsConsole!;
  if (!(await fms.provideTokens(provider))) throw new Error('the console did not accept the tokens');

  document.addEventListener(fms.events.navRequest, (event) => {
    event.preventDefault();
    status.textContent = `要前往：${(event as CustomEvent<{ path: string }>).detail.path}`;
  });
  document.addEventListener('orderplace', (event) => {
    status.textContent = `已成立訂單：${(event as CustomEvent<{ orderCode: string }>).detail.orderCode}`;
  });
  const checkout = document.createElement('fms-service-checkout');
  document.getElementById('checkout-slot')!.append(checkout);
}

start().catch((error: unknown) => {
  status.textContent = `無法載入主控台元素：${error instanceof Error ? error.message : String(error)}`;
});
