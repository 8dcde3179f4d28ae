/**
 * Browser storage that never throws (spec 8: a failed write is logged). Reads of missing or
 * unparsable values give the fallback.
 */
type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(kind: StorageKind, key: string, fallback: T): T {
  try {
    const raw = area(kind)?.getItem(key);
    if (raw === null || raw === undefined) return fallback;
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Writes JSON; returns false and logs when the browser refuses (full, private mode, disabled). */
export function writeJson(kind: StorageKind, key: string, value: unknown): boolean {
  try {
    const store = area(kind);
    if (!store) throw new Error(`${kind} storage unavailable`);
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.error(`寫入瀏覽器儲存空間失敗 (${kind}:${key})`, error);
    return false;
  }
}

export function removeKey(kind: StorageKind, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch (error) {
    console.error(`刪除瀏覽器儲存空間失敗 (${kind}:${key})`, error);
  }
}
