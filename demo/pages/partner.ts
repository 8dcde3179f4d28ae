/**
 * A partner portal on another origin (issue 9), written as the README's quick start says
 * ("Embedding elements", issue 23): the tags are in the page's HTML; this script (1) names the
 * console and gives the token provider of the partner's "own backend" in `window.__FMS_CONFIG__`,
 * then (2) adds the console's pinned loader, which defines the tags. An inline `<script>` would do
 * the same on a partner's own page; here the console's demo server forbids inline scripts, and the
 * console's origin comes from `?console=<origin>` (default this page's origin, so `npm start` shows
 * it too). It writes no cookies. Links inside the elements arrive as `navrequest` events, shown as a
 * line; the page's URL does not change.
 *
 * The e2e run serves this page at http://localhost:PORT (listed in FMS_PARTNER_ORIGINS) and the
 * console at http://127.0.0.1:PORT (tests/e2e/partner-portal.spec.ts).
 */
import { CONSOLE, partnerTokenProvider, showLoadError } from './partner-kit';

const status = document.getElementById('partner-status')!;

// 1. Before the loader: where the console is, and how the elements get their tokens.
window.__FMS_CONFIG__ = { console: CONSOLE, tokenProvider: partnerTokenProvider() };

// 2. The loader of major release 1: it defines every fms-* tag of the page, now and added later.
const loader = document.createElement('script');
loader.type = 'module';
loader.src = `${CONSOLE}/elements/v1/loader.js`;
loader.addEventListener('error', () => showLoadError(status)(new Error(loader.src)));
document.head.append(loader);

// 3. What the elements ask of the page.
document.addEventListener('navrequest', (event) => {
  const { path } = (event as CustomEvent<{ path: string }>).detail;
  event.preventDefault();
  status.textContent = `要前往：${path}`;
});
document.addEventListener('carselect', (event) => {
  status.textContent = `已選擇車輛：${(event as CustomEvent<{ carNo: string }>).detail.carNo}`;
});
