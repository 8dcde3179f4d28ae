import { atom, computed, type ReadableAtom } from 'nanostores';

/** Requests under way that asked for the global loading overlay, each with its text (spec 2.11). */
const pending = atom<ReadonlyArray<{ id: number; text: string }>>([]);
let nextId = 1;

/** What the global loading overlay shows: visible while any such request runs, with the latest text. */
export const $loading: ReadableAtom<{ active: boolean; text: string }> = computed(pending, (list) => ({
  active: list.length > 0,
  text: list.length ? list[list.length - 1].text : '',
}));

/** Marks work under way with its text; returns the function that ends it. */
export function startLoading(text: string): () => void {
  const id = nextId++;
  pending.set([...pending.get(), { id, text }]);
  return () => pending.set(pending.get().filter((entry) => entry.id !== id));
}

/** Runs work with the overlay showing `text`, ending it whatever happens. */
export async function withLoading<T>(text: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!text) return work();
  const done = startLoading(text);
  try {
    return await work();
  } finally {
    done();
  }
}
