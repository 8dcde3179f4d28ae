import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { gateSession } from './session-gate';

/**
 * r2wc plus the console's HTML conventions (issue 9, element contract), in one place so every
 * element gets them the same way:
 *
 * - **Booleans by presence.** r2wc parses a boolean attribute with /^[ty1-9]/, skips an empty
 *   value and ignores a removed attribute: `<fms-dtc-advice compact>` stayed off and removing
 *   `half-map` changed nothing. Here a boolean prop is on when its attribute is present (any value,
 *   `""` and `"false"` included, as in HTML) and off when it is absent; setting the property
 *   reflects it as presence (`el.compact = false` removes the attribute).
 * - **`hidden` hides**: one shared sheet, `:host([hidden]) { display: none !important }`, adopted
 *   by every shadow root (important, so a host page's `fms-x { display: flex }` does not undo it).
 * - **Moving keeps state.** r2wc unmounts the React root on disconnect, so `appendChild` to another
 *   parent rebuilt the tree and lost its state. The unmount waits a microtask and is dropped when
 *   the element is connected again by then (a move is disconnect + connect in one call).
 *
 * Same signature as r2wc; the class also carries `contract` (props, boolean attributes, events),
 * which the element contract test reads for every registered element.
 */
type R2wcOptions<P extends object> = NonNullable<Parameters<typeof r2wc<P>>[1]>;

export interface ElementContract {
  /** Every prop with its r2wc type. */
  readonly props: Readonly<Record<string, string>>;
  /** The attribute names of the boolean props (true when present). */
  readonly booleanAttributes: readonly string[];
  /** Each callback prop and the DOM event r2wc makes of it (`onCarSelect` → `carselect`). */
  readonly events: ReadonlyArray<{ readonly prop: string; readonly name: string; readonly init: EventInit }>;
}

type KeysOf<T> = T extends readonly (infer K)[] ? K : keyof T;
type PropKey<O> = O extends { props: infer R } ? KeysOf<R> : never;
type EventKey<O> = O extends { events: infer R } ? KeysOf<R> : never;
type DetailOf<F> = NonNullable<F> extends (detail: infer D) => unknown ? D : never;
/** r2wc's event name for a callback prop: `onCarSelect` → `carselect`. */
export type EventNameOf<K> = K extends `on${infer N}` ? Lowercase<N> : never;

/** The properties an element exposes: the props given to r2wc, booleans always defined. */
export type ElementProps<P, O> = { -readonly [K in PropKey<O> & keyof P]-?: P[K] extends boolean | undefined ? boolean : P[K] };
/** The events an element dispatches, by DOM name, with the detail its callback prop declares. */
export type ElementEvents<P, O> = { [K in EventKey<O> & keyof P as EventNameOf<K>]: CustomEvent<DetailOf<P[K]>> };

/** An element instance whose addEventListener knows its own events. */
export interface FmsElement<Events> extends HTMLElement {
  addEventListener<K extends keyof Events & string>(type: K, listener: (this: this, event: Events[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof Events & string>(type: K, listener: (this: this, event: Events[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** What toElement returns: a custom element class with typed properties and events, and its contract. */
export interface FmsElementConstructor<Props = object, Events = object> {
  new (): FmsElement<Events> & Props;
  readonly prototype: FmsElement<Events> & Props;
  readonly contract: ElementContract;
}

/** The events of an element class (`EventsOf<typeof FmsMonitorMap>`). */
export type EventsOf<C> = C extends FmsElementConstructor<object, infer E> ? E : never;

/** r2wc's own slots (global symbols, see @r2wc/core): the props it renders with, and its render. */
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcElement extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}

/** The rule every element shares; element CSS keeps its own `:host` display and size rules. */
export const CONTRACT_CSS = ':host([hidden]) { display: none !important; }';

let sheet: CSSStyleSheet | undefined;
/** The shared sheet, or null in a browser without constructable sheets (Safari before 16.4), where
 * the element still works and only the hidden rule is missing. A <style> would not do: React clears
 * the shadow root when it first renders into it. */
function contractSheet(): CSSStyleSheet | null {
  if (!sheet) {
    if (typeof CSSStyleSheet !== 'function' || !('replaceSync' in CSSStyleSheet.prototype)) return null;
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CONTRACT_CSS);
  }
  return sheet;
}

const attributeOf = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);

export function toElement<P extends object, const O extends R2wcOptions<P> = R2wcOptions<P>>(
  component: ComponentType<P>,
  options: O = {} as O,
): FmsElementConstructor<ElementProps<P, O>, ElementEvents<P, O>> {
  const Base = r2wc(component, options) as unknown as new () => R2wcElement;
  const props = Array.isArray(options.props)
    ? Object.fromEntries(options.props.map((p) => [p, 'string']))
    : { ...(options.props as Record<string, string> | undefined) };
  const booleans = Object.keys(props).filter((p) => props[p] === 'boolean').map((prop) => ({ prop, attr: attributeOf(prop) }));
  const propOfAttr = new Map(booleans.map(({ prop, attr }) => [attr, prop]));
  const eventInits: Record<string, EventInit> = Array.isArray(options.events)
    ? Object.fromEntries(options.events.map((e) => [e, {}]))
    : { ...(options.events as Record<string, EventInit> | undefined) };
  const contract: ElementContract = {
    props,
    booleanAttributes: booleans.map((b) => b.attr),
    events: Object.entries(eventInits).map(([prop, init]) => ({ prop, name: prop.replace(/^on/, '').toLowerCase(), init })),
  };

  class FmsElement extends Base {
    static readonly contract = contract;
    #unmountQueued = false;

    constructor() {
      super();
      // r2wc's container: the shadow root, open or closed.
      const root = (this as unknown as { container: Node }).container;
      const shared = contractSheet();
      if (root instanceof ShadowRoot && shared) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
      for (const { prop, attr } of booleans) this[PROPS][prop] = this.hasAttribute(attr);
    }

    override connectedCallback(): void {
      this.#unmountQueued = false;
      // Embedded, an element that needs a session waits for one (session-gate.ts); the console's build leaves this out.
      if (!globalThis.__FMS_CONSOLE_BUILD__ && gateSession(this, {
        container: (this as unknown as { container: Node }).container,
        mount: () => super.connectedCallback(),
        unmount: () => super.disconnectedCallback(),
      })) return;
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      if (this.#unmountQueued) return;
      this.#unmountQueued = true;
      queueMicrotask(() => {
        if (!this.#unmountQueued) return;
        this.#unmountQueued = false;
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const prop = propOfAttr.get(name);
      if (prop === undefined) {
        super.attributeChangedCallback(name, old, value);
        return;
      }
      const on = value !== null;
      if (this[PROPS][prop] === on) return;
      this[PROPS][prop] = on;
      this[RENDER]();
    }
  }

  for (const { prop, attr } of booleans) {
    Object.defineProperty(FmsElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcElement) {
        return this[PROPS][prop] === true;
      },
      set(this: R2wcElement, value: unknown) {
        const on = Boolean(value);
        // The attribute is the source: toggling it runs attributeChangedCallback, which renders.
        if (this.hasAttribute(attr) !== on) this.toggleAttribute(attr, on);
        else if (this[PROPS][prop] !== on) {
          this[PROPS][prop] = on;
          this[RENDER]();
        }
      },
    });
  }

  return FmsElement as unknown as FmsElementConstructor<ElementProps<P, O>, ElementEvents<P, O>>;
}
