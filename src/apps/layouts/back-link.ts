import type { ApiBody } from '../../core/http';
import { requestOnceToken } from '../../core/api/plus';
import { navigate } from '../../core/navigation';
import { matchPage, pathOf, type PageId } from '../../core/pages';
import { readCarDetailDataList, writeCarHandOff, type CarObj } from '../../core/storage';

/**
 * The 返回 link of the app-embedded pages (spec 2.9). Paths containing /app are web views inside the
 * mobile app; the link shows on them except on the entry pages the app opens itself.
 */
export const BACK_HIDDEN_PAGES: readonly PageId[] = [
  'purchaseApp', 'serviceOrderAppDetail', 'serviceOrderAppRepurchase', 'serviceOrderAppHistory', 'serviceOrderAppAccount',
];

export const BACK_ERROR_MESSAGE = '返回上一頁時發生錯誤';

/** What 返回 does on a path: nothing (no link), the step-3 hand-off, or one step back in history. */
export type BackAction = 'none' | 'handOff' | 'history';

export function backAction(path: string): BackAction {
  const id = matchPage(path)?.id;
  if (!path.includes('/app') || (id && BACK_HIDDEN_PAGES.includes(id))) return 'none';
  return id === 'purchaseAppConfirm' ? 'handOff' : 'history';
}

export interface HandOffDeps {
  readList: () => Array<{ carUid?: string }>;
  onceToken: (carUid: string) => Promise<ApiBody<string>>;
  store: (carObj: CarObj) => boolean;
  go: (to: { path: string; query: Record<string, string> }) => unknown;
}

const browserDeps: HandOffDeps = {
  readList: readCarDetailDataList,
  onceToken: requestOnceToken,
  store: writeCarHandOff,
  go: (to) => navigate(to),
};

/**
 * Back from an app step-3 page (spec 2.9): the first car of carDetailDataList (session storage), a
 * one-time token for it, carObj {carUid, onceToken} and onceToken into session storage, then
 * /serviceManagement/app?carUid&onceToken. On any failure '返回上一頁時發生錯誤' is logged and the user
 * stays. Resolves whether the hand-off went through.
 */
export async function handOffBack(deps: HandOffDeps = browserDeps): Promise<boolean> {
  try {
    const carUid = deps.readList()[0]?.carUid;
    if (!carUid) throw new Error('carDetailDataList has no car');
    const body = await deps.onceToken(carUid);
    const onceToken = body.data;
    if (body.status !== 0 || typeof onceToken !== 'string' || !onceToken) throw new Error(body.message || `once-token status ${body.status}`);
    deps.store({ carUid, onceToken });
    await deps.go({ path: pathOf('purchaseApp'), query: { carUid, onceToken } });
    return true;
  } catch (error) {
    console.error(BACK_ERROR_MESSAGE, error);
    return false;
  }
}

/** Performs 返回 on `path`. */
export function goBack(path: string, deps?: HandOffDeps): Promise<boolean> {
  const action = backAction(path);
  if (action === 'handOff') return handOffBack(deps);
  if (action === 'history') window.history.back();
  return Promise.resolve(action === 'history');
}

/**
 * The back bar of the ops and mobile layouts: a 返回 button that shows only where backAction says so.
 * `sync(path)` follows the page; the button reads the path when pressed.
 */
export function backButton(currentPath: () => string): { button: HTMLButtonElement; sync: (path: string) => void } {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'back-link';
  const arrow = document.createElement('span');
  arrow.setAttribute('aria-hidden', 'true');
  arrow.textContent = '‹';
  button.append(arrow, '返回');
  button.addEventListener('click', () => void goBack(currentPath()));
  return { button, sync: (path) => { button.hidden = backAction(path) === 'none'; } };
}
