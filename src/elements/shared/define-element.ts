/**
 * Registers a custom element once. A second load of the same bundle (a partner page that embeds
 * two widgets, a hot reload) must not throw, so an existing definition is kept.
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): boolean {
  if (typeof customElements === 'undefined') return false;
  if (customElements.get(tag)) return false;
  customElements.define(tag, ctor);
  return true;
}
