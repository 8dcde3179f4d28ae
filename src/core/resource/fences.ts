import type { ReadableAtom } from 'nanostores';
import type { Fence } from '../api/contract/fence';
import { listFences } from '../api/fence';
import { pageOf } from './errors';
import { createOptionStore, type OptionsState } from './option-store';

/** The most rows one list call answers (the contract caps limit at 1000; options.ts is not imported, so the map's page loads no other catalogue). */
const PAGE_LIMIT = 1000;

/** Every fence of the enterprise, page after page (an enterprise has few). */
async function loadAllFences(): Promise<Fence[]> {
  const rows: Fence[] = [];
  for (;;) {
    const page = pageOf(await listFences({ offset: rows.length, limit: PAGE_LIMIT }));
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}

const store = createOptionStore<Fence>(loadAllFences, (fence) => ({ value: fence.uid, label: fence.name }));

/**
 * The enterprise's fences, cached for every element (the monitor map draws them with 圍籬 on):
 * loaded on the first subscriber, emptied on sign-out like the other option stores.
 */
export const $fences: ReadableAtom<OptionsState<Fence>> = store.$store;

/** Loads the fences again after one was added, edited or deleted. */
export const refreshFences = (): Promise<void> => store.refresh();
