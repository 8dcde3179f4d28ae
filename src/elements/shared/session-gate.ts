import { logEmbedError } from '../../core/embed/errors';
import { gateText, gateView, needsSession, sessionKey } from '../../core/embed/session-gate';
import { $inConsole } from '../../core/navigation/follow-link';
import { SESSION_END_EVENT, type SessionEndDetail } from '../../core/session/host-tokens';
import { hostSuppliesTokens } from '../../core/session/persist';
import { $session } from '../../core/session/store';
import { readPageSession } from './page-session';

/**
 * The session gate of embedded elements (issue 23, 1 and 6), one rule for every tag instead of a
 * check in each: an element that calls the API as the signed-in user renders only while the page
 * has a session it can use. Before the partner's tokens arrive it shows a wait (and asks nothing, so
 * nothing answers 401); when they arrive it loads; when another user or enterprise signs in it
 * loads again from the start; after `sessionend` {reason: 'expired'} it drops what it showed and
 * says the session ended, until new tokens come. Inside the console the gate stands aside.
 *
 * toElement calls it from connectedCallback with the element's own mount and unmount (r2wc's).
 */
declare global {
  /** `true` in the console's own build (vite.config.ts, `define`), where nothing is embedded: code behind it is left out. */
  var __FMS_CONSOLE_BUILD__: boolean | undefined;
}

export interface GateHooks {
  /** Where the element renders (its shadow root). */
  readonly container: Node;
  /** Renders the element's React tree (r2wc's connectedCallback). */
  mount(): void;
  /** Removes the tree and stops renders on attribute changes (r2wc's disconnectedCallback). */
  unmount(): void;
}

interface Gated extends GateHooks {
  /** The session key the tree was mounted for; '' while it is not mounted. */
  key: string;
  notice: HTMLElement | null;
}

/** How long after the page's load event a still-waiting element counts as having no provider. */
export const gateTiming = { missingProviderAfterLoadMs: 3000 };

const gated = new Map<HTMLElement, Gated>();
let ended = false;
let watching = false;

function show(el: HTMLElement, g: Gated): void {
  const key = sessionKey(el.localName, $session.get());
  const view = gateView(key, ended);
  if (view === 'content') {
    if (g.key === key) return;
    // Another user or enterprise: what the tree holds belongs to the one before.
    if (g.key) g.unmount();
    g.notice?.remove();
    g.notice = null;
    g.key = key;
    g.mount();
    return;
  }
  g.key = '';
  g.unmount();
  if (!g.notice) {
    g.notice = document.createElement('p');
    g.notice.setAttribute('role', 'status');
    g.container.appendChild(g.notice);
  }
  g.notice.textContent = gateText(view);
}

const signedIn = () => Boolean($session.get().accessToken || $session.get().plusAccessToken);

function showAll(): void {
  if (signedIn()) ended = false;
  for (const [el, g] of gated) {
    if (el.isConnected) show(el, g);
    else gated.delete(el);
  }
}

function reportMissingProvider(): void {
  const waiting = [...gated].find(([el, g]) => el.isConnected && !g.key)?.[0];
  if (!waiting || hostSuppliesTokens() || signedIn()) return;
  logEmbedError('token-provider-missing', `<${waiting.localName}> 等待登入，但此頁面沒有提供 token。`,
    '請在載入元素之前設定 window.__FMS_CONFIG__.tokenProvider（回傳 {accessToken, idToken} 的 async 函式），或呼叫 window.fmsConsole.provideTokens(provider)。');
}

function watch(): void {
  if (watching) return;
  watching = true;
  // A console session of the same site (cookies) or URL tokens of a web view sign the page in at once.
  readPageSession();
  // A task later: what an element does right after the session changed (the user menu's navrequest
  // after its sign-out) still runs in its own tree, and a burst of changes is shown once.
  let queued = false;
  $session.listen(() => {
    if (queued) return;
    queued = true;
    setTimeout(() => {
      queued = false;
      showAll();
    });
  });
  document.addEventListener(SESSION_END_EVENT, (event) => {
    if ((event as CustomEvent<SessionEndDetail>).detail?.reason !== 'expired') return;
    ended = true;
    showAll();
  });
  const check = () => setTimeout(reportMissingProvider, gateTiming.missingProviderAfterLoadMs);
  if (document.readyState === 'complete') check();
  else window.addEventListener('load', check, { once: true });
}

/**
 * Takes over an element's connect when it needs a session and is embedded; returns false when the
 * element renders as usual (inside the console, or a public element).
 */
export function gateSession(el: HTMLElement, hooks: GateHooks): boolean {
  if ($inConsole.get() || !needsSession(el.localName)) return false;
  watch();
  // Connected again (moved, or put back): mount anew for the session of now.
  const g: Gated = { ...hooks, key: '', notice: gated.get(el)?.notice ?? null };
  gated.set(el, g);
  show(el, g);
  return true;
}
