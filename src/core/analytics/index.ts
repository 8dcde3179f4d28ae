import type { ConsoleConfig } from '../config/environments';
import { analyticsScriptUrl } from './script-url';

export { analyticsScriptUrl };

/**
 * The analytics tag (spec 7.13). Loaded once, only where a deployment configures it; page views
 * are reported on each committed navigation. Analytics must never break the console: every step
 * is guarded and failures are only logged.
 */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}


let loadedId = '';

/** Adds the tag to the page once; returns whether analytics is on. */
export function loadAnalytics(config: Pick<ConsoleConfig, 'analyticsUrl' | 'analyticsId'>, doc: Document = document): boolean {
  const src = analyticsScriptUrl(config);
  if (!src) return false;
  if (loadedId === config.analyticsId) return true;
  try {
    const win = doc.defaultView ?? window;
    win.dataLayer = win.dataLayer ?? [];
    const layer = win.dataLayer;
    win.gtag = win.gtag ?? ((...args: unknown[]) => { layer.push(args); });
    win.gtag('js', new Date());
    win.gtag('config', config.analyticsId, { send_page_view: false });
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset.fmsAnalytics = config.analyticsId;
    doc.head.append(script);
    loadedId = config.analyticsId;
    return true;
  } catch (error) {
    console.warn('分析工具載入失敗 (analytics failed to load)', error);
    return false;
  }
}

/** Reports a page view of a committed path (no query: it may carry tokens, spec 2.10). */
export function trackPageView(path: string, win: Window = window): void {
  if (!loadedId || !win.gtag) return;
  try {
    win.gtag('event', 'page_view', { page_path: path, send_to: loadedId });
  } catch (error) {
    console.warn('分析工具回報失敗 (analytics page view failed)', error);
  }
}

/** For tests: forget the loaded tag. */
export function resetAnalytics(): void {
  loadedId = '';
}
