import { exposeEmbedApi } from './embed';

const defined = new Map<string, CustomElementConstructor>();

/**
 * Registers a custom element once. A second load of the same bundle (a partner page that embeds
 * two widgets, a hot reload) must not throw, so an existing definition is kept.
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): boolean {
  if (typeof customElements === 'undefined') return false;
  // Every bundle that registers an element joins window.fmsConsole (tokens, config; issue 9).
  exposeEmbedApi();
  if (!defined.has(tag)) defined.set(tag, customElements.get(tag) ?? ctor);
  if (customElements.get(tag)) return false;
  customElements.define(tag, ctor);
  return true;
}

/** Every tag this bundle registered (or found registered), with its class: the element contract test walks it. */
export function definedElements(): ReadonlyMap<string, CustomElementConstructor> {
  return defined;
}
