/**
 * The focus through a layout hand-over (layout-host.ts handOverLayout, issue 24, 9): where it is
 * before the page's container moves into the new frame, and how to put it back with its caret.
 */

/** The focused control, looked for through open shadow roots, with its caret if it has one. */
export function focusIn(page: HTMLElement): (() => void) | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  const host = (node: Node): Node => (node.getRootNode() instanceof ShadowRoot ? host((node.getRootNode() as ShadowRoot).host) : node);
  if (!page.contains(host(active))) return null;
  const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  // Not every input has a caret (a checkbox throws on reading one).
  let caret: [number, number] | null = null;
  try {
    caret = field && field.selectionStart !== null && field.selectionEnd !== null ? [field.selectionStart, field.selectionEnd] : null;
  } catch {
    caret = null;
  }
  const focused = active;
  return () => {
    if (!focused.isConnected) return;
    focused.focus({ preventScroll: true });
    if (field && caret) field.setSelectionRange(caret[0], caret[1]);
  };
}
