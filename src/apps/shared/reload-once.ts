import { now } from '../../core/clock';
/**
 * If part of the application fails to load (a chunk missing after a deploy), the page reloads once
 * (spec 8). A session-storage mark prevents a loop; a successful load clears it.
 */
const MARK = 'fms-chunk-reload';

export async function loadOrReloadOnce<T>(load: () => Promise<T>, reload: () => void = () => window.location.reload()): Promise<T> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(MARK);
    return loaded;
  } catch (error) {
    if (!sessionStorage.getItem(MARK)) {
      sessionStorage.setItem(MARK, String(now()));
      reload();
    }
    throw error;
  }
}
