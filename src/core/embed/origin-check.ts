import { logEmbedError } from './errors';

/**
 * origin-not-allowed (issue 23, 6). A console's server refuses its API and sockets to a page whose
 * origin is not in its FMS_PARTNER_ORIGINS, with a 403 that carries no CORS header, so the page sees
 * only a network error and the browser's generic CORS message. Its elements' code is public and is
 * served to any origin, and so is `GET /elements/origin-check` beside it (demo/server/http/cors.ts):
 * a page of another origin asks it once whether its origin is allowed and, when it is not, logs the
 * error that names the setting. A server without the check (a 404, no answer) logs nothing.
 */
export const ORIGIN_CHECK_PATH = '/elements/origin-check';

/** The check's answer (the data of `{status: 0, data}`). */
export interface OriginCheck {
  /** The Origin the request carried; null without one. */
  origin: string | null;
  allowed: boolean;
  /** The server setting that lists the allowed origins. */
  setting: string;
}

declare global {
  interface Window {
    /** One check per console per page, shared by every element bundle (each carries its own core). */
    __fmsOriginChecks__?: Map<string, Promise<boolean>>;
  }
}

/** The check of the console at `consoleBase` (an origin or base URL). */
export function originCheckUrl(consoleBase: string): string {
  return `${new URL(consoleBase, location.href).origin}${ORIGIN_CHECK_PATH}`;
}

async function ask(url: string, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(url, { credentials: 'omit' });
    const answer = ((await res.json()) as { data?: OriginCheck }).data;
    if (answer?.allowed !== false) return false;
    const server = new URL(url).origin;
    return logEmbedError(
      'origin-not-allowed',
      `主控台 ${server} 拒絕此頁面的來源 ${location.origin}：它不在伺服器設定 ${answer.setting} 之中，元素無法呼叫 API，也無法開啟即時連線。`,
      `請主控台的管理者把 ${location.origin} 加入 ${answer.setting}（以逗號分隔的來源清單）並重新啟動伺服器。`,
      server,
    );
  } catch {
    // No check there, or no answer: the browser's own message is all there is.
    return false;
  }
}

/** Asks the console once per page; resolves true when this call logged origin-not-allowed. */
export function checkOrigin(consoleBase: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const url = originCheckUrl(consoleBase);
  const checks = (window.__fmsOriginChecks__ ??= new Map());
  if (checks.has(url)) return Promise.resolve(false);
  const asked = ask(url, fetchImpl);
  checks.set(url, asked);
  return asked;
}
