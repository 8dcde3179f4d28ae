import { logEmbedError } from './errors';

/**
 * host-missing (issue 23, 6): the elements run on a page of another origin that named neither
 * `console` nor any host, so every host defaults to the origin they were loaded from
 * (config/store.ts `consoleDefault`). It works, but only while the console serves its elements
 * itself; the fix makes it explicit. Loaded only on such a page.
 */
export function logHostMissing(elementsOrigin: string): void {
  logEmbedError(
    'host-missing',
    `此頁面（${location.origin}）沒有設定主控台的網址，元素的 API、加值服務、付款、即時連線等主機暫時都用載入元素的 ${elementsOrigin}。`,
    `請在載入元素之前設定 window.__FMS_CONFIG__ = { console: '${elementsOrigin}' }，各主機都在它之下（{console}/api、/plus、/payment…）。`,
    elementsOrigin,
  );
}
