import { PAGE_CONTAINER_ID } from '../layouts/dom';

/** The element of the host page the layouts go into (demo/pages/index.html). */
export const APP_CONTAINER_ID = 'fms-app';

export { PAGE_CONTAINER_ID };

export const LOAD_ERROR_TEXT = '頁面載入失敗，請重新整理後再試。';

/** The fallback when a layout or an application cannot be loaded (after the one reload, spec 8). */
export function showLoadError(into: HTMLElement): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'load-error';
  message.textContent = LOAD_ERROR_TEXT;
  into.replaceChildren(message);
}
