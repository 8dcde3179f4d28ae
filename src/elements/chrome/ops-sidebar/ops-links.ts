import DOMPurify from 'dompurify';
import { atom, type ReadableAtom } from 'nanostores';

/** The four ops portal pages of the sidebar (spec 2.8, 9). */
export const OPS_PAGES = [
  { path: 'monitor', label: '監控地圖' },
  { path: 'schedule', label: '行程列表' },
  { path: 'drivingReport', label: '駕駛報表' },
  { path: 'deviceInfo', label: '設備資訊' },
] as const;

const opsUrl = atom('');

/** The query string the ops portal hands over (spec 2.8 'opsUrl'), without a leading '?'; read-only. */
export const $opsUrl: ReadableAtom<string> = opsUrl;

export function setOpsUrl(query: string): void {
  opsUrl.set(query.replace(/^\?/, ''));
}

/** `{host}/individual/{path}?{opsUrl}` (spec 2.8). */
export function opsHref(host: string, path: string, query: string): string {
  const base = `${host.replace(/\/+$/, '')}/individual/${path}`;
  const q = query.replace(/^\?/, '');
  return q ? `${base}?${q}` : base;
}

/**
 * One sidebar link as sanitised HTML (spec 2.8): only an anchor with its href survives, so a hostile
 * opsUrl cannot add handlers, other attributes or a javascript: URL.
 */
export function sanitisedLink(href: string, label: string): string {
  const anchor = document.createElement('a');
  anchor.setAttribute('href', href);
  anchor.textContent = label;
  return DOMPurify.sanitize(anchor.outerHTML, { ALLOWED_TAGS: ['a'], ALLOWED_ATTR: ['href'] });
}
