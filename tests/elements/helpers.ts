/**
 * Waits until `check` returns a truthy value (React renders r2wc elements asynchronously). The limit
 * only ends a wait that would never be met: `npm test` runs this layer beside the unit and end-to-end
 * layers on two cores, where a render can stall for seconds.
 */
export async function waitFor<T>(check: () => T | null | undefined | false, what = 'condition', timeoutMs = 6000): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  }
}

/** Adds an element to the page as a host page would, with the given attributes. */
export function mount<T extends HTMLElement = HTMLElement>(tag: string, attributes: Record<string, string> = {}): T {
  const el = document.createElement(tag) as T;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

export function text(el: Element): string {
  return (el.shadowRoot ?? el).textContent ?? '';
}

/**
 * The body rows of the table in an element's shadow root (the one `rows` reader of the element
 * tests). `holds` keeps the rows that show data rather than the loading or empty row: a text the row
 * contains, a pattern its text matches, or a test of the row.
 */
export function tableRows(el: Element, holds?: string | RegExp | ((row: HTMLTableRowElement) => unknown)): HTMLTableRowElement[] {
  const all = [...el.shadowRoot!.querySelectorAll<HTMLTableRowElement>('tbody tr')];
  if (holds === undefined) return all;
  if (typeof holds === 'function') return all.filter((row) => holds(row));
  return all.filter((row) => (typeof holds === 'string' ? row.textContent!.includes(holds) : holds.test(row.textContent!)));
}
