/** The focused element, looking inside open shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Moves focus back to an element if it is still on the page and can take focus. */
export function restoreFocus(target: Element | null): void {
  if (target instanceof HTMLElement && target.isConnected) target.focus({ preventScroll: true });
}
