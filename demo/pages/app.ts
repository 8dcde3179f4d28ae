/**
 * The mobile app's web view for one truck (issue 9; spec 2.9, 2.10):
 * `/app.html?carUid=<car uid>&accessToken=<access token>&idToken=<id token>`.
 *
 * No console starts here (no single-spa, no console CSS): the page imports the elements it shows
 * and signs them in with the URL's tokens (`adoptUrlTokens`, store only). Choices:
 * - Tokens: kept in memory only, never in cookies or storage; the two parameters are removed from
 *   the visible URL with history.replaceState at once, adopted or not, so they stay out of the
 *   history, screenshots and shared links (`<meta name="referrer" content="no-referrer">` keeps them
 *   out of Referer headers too). A reload therefore shows the expired message: the app reopens
 *   the page with fresh tokens.
 * - Links: an element's `navrequest` is cancelled and shown as a line (要在 App 開啟：/path); the web
 *   view's URL never changes. A real app would hand `event.detail` to its native bridge here.
 * - Expiry: URL tokens carry no refresh token; when the session ends (`sessionend` 'expired') the
 *   elements are removed and the page asks the user to reopen it from the app.
 */
import '../../src/elements/live/vehicle-detail/vehicle-detail.element';
import '../../src/elements/live/live-video/live-video.element';
import { NAV_REQUEST_EVENT, type LinkTarget } from '../../src/core/navigation/follow-link';
import { adoptUrlTokens, SESSION_END_EVENT, type SessionEndDetail } from '../../src/core/session/host-tokens';
import { $monitorData } from '../../src/core/sockets';
// Plain DOM building, side-effect free; nothing of the console's root comes with it.
import { el } from '../../src/apps/layouts/dom';

const TOKEN_PARAMS = ['accessToken', 'idToken'];

const main = document.getElementById('app-main')!;
const carNoSlot = document.getElementById('app-car-no')!;

/** Takes the token parameters out of the address bar and the history entry; keeps the rest. */
function dropTokensFromUrl(): void {
  const url = new URL(location.href);
  if (!TOKEN_PARAMS.some((name) => url.searchParams.has(name))) return;
  for (const name of TOKEN_PARAMS) url.searchParams.delete(name);
  history.replaceState(history.state, '', url);
}

/** Replaces the page's content with a message; no element stays on the page. */
function showMessage(heading: string, text: string): void {
  carNoSlot.textContent = '—';
  main.replaceChildren(el('section', { class: 'app-card app-message', role: 'alert' }, el('h2', {}, heading), el('p', {}, text)));
}

/** One element of the car on a card; each element names its own section with a heading. */
function carCard(tag: 'fms-vehicle-detail' | 'fms-live-video', carUid: string, attrs: Record<string, string> = {}): HTMLElement {
  return el('div', { class: 'app-card' }, el(tag, { 'car-uid': carUid, ...attrs }));
}

/**
 * The truck's live status (with links to its other pages) and its live camera, one tile and no
 * chooser. fms-device-detail is left out: its range bar and tabs are wider than a phone.
 */
function showCar(carUid: string): () => void {
  const note = el('p', { class: 'app-note', role: 'status', 'aria-live': 'polite' });
  note.hidden = true;
  main.replaceChildren(
    note,
    carCard('fms-vehicle-detail', carUid),
    carCard('fms-live-video', carUid, { 'fixed-car': '', layout: '1' }),
  );
  const onNavRequest = (event: Event) => {
    event.preventDefault();
    note.hidden = false;
    note.textContent = `要在 App 開啟：${(event as CustomEvent<LinkTarget>).detail.path}`;
  };
  document.addEventListener(NAV_REQUEST_EVENT, onNavRequest);
  const stopCarNo = $monitorData.subscribe((cars) => {
    const carNo = cars?.find((car) => car.carUid === carUid)?.carNo;
    if (!carNo) return;
    carNoSlot.textContent = carNo;
    document.title = `${carNo} — 車輛資訊`;
  });
  return () => {
    document.removeEventListener(NAV_REQUEST_EVENT, onNavRequest);
    stopCarNo();
  };
}

function start(): void {
  const carUid = new URLSearchParams(location.search).get('carUid');
  const signedIn = adoptUrlTokens(location.search);
  dropTokensFromUrl();
  if (!signedIn) return showMessage('連結已失效', '請從 App 重新開啟此頁面。');
  if (!carUid) return showMessage('未指定車輛', '請從 App 的車輛頁面重新開啟。');
  carNoSlot.textContent = carUid;
  const leaveCar = showCar(carUid);
  document.addEventListener(SESSION_END_EVENT, (event) => {
    if ((event as CustomEvent<SessionEndDetail>).detail?.reason !== 'expired') return;
    leaveCar();
    showMessage('登入已逾時', '請從 App 重新開啟此頁面。');
  });
}

start();
