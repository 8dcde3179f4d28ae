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
 * - **Values given before the definition count** (issue 23). A property set on the plain element
 *   is an own property that hides the class's accessor: on connecting it is re-set through the
 *   accessor (the "upgrade property" pattern of Lit and Shoelace). React 19 writes a prop it does not
 *   find on the element as an attribute named like the prop, which HTML lowercases (`carUid` →
 *   `caruid`, `halfMap` → `halfmap`): such an attribute is moved to the prop's own (`car-uid`).
 *
 * Same signature as r2wc; the class also carries `contract` (props, boolean attributes, events),
 * which the element contract test reads for every registered element.
 */
type R2wcAllOptions<P extends object> = NonNullable<Parameters<typeof r2wc<P>>[1]>;
/** r2wc's options with props and events as records (their array forms are not taken: no code for them). */
type R2wcOptions<P extends object> = Omit<R2wcAllOptions<P>, 'props' | 'events'> & {
  props?: Exclude<R2wcAllOptions<P>['props'], readonly unknown[]>;
  events?: Exclude<R2wcAllOptions<P>['events'], readonly unknown[]>;
};

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
    try {
      const made = new CSSStyleSheet();
      made.replaceSync(CONTRACT_CSS);
      sheet = made;
    } catch {
      return null;
    }
  }
  return sheet;
}

const attributeOf = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);

export function toElement<P extends object, const O extends R2wcOptions<P> = R2wcOptions<P>>(
  component: ComponentType<P>,
  options: O = {} as O,
): FmsElementConstructor<ElementProps<P, O>, ElementEvents<P, O>> {
  const Base = r2wc(component, options) as unknown as new () => R2wcElement;
  const props: Record<string, string> = { ...options.props };
  const names = Object.keys(props);
  const booleans = names.filter((p) => props[p] === 'boolean');
  // Each prop by its attribute (`car-uid`, r2wc's) and by its lowercased name (`caruid`, React's).
  const propOf = new Map(names.flatMap((p) => [[attributeOf(p), p], [p.toLowerCase(), p]]));
  const eventInits: Record<string, EventInit> = { ...options.events };
  const contract: ElementContract = {
    props,
    booleanAttributes: booleans.map(attributeOf),
    events: Object.entries(eventInits).map(([prop, init]) => ({ prop, name: prop.replace(/^on/, '').toLowerCase(), init })),
  };

  class FmsElement extends Base {
    static readonly contract = contract;
    static readonly observedAttributes = [...propOf.keys()];
    #unmountQueued = false;

    constructor() {
      super();
      // r2wc's container: the shadow root, open or closed.
      const root = (this as unknown as { container: Node }).container;
      const shared = contractSheet();
      if (root instanceof ShadowRoot && shared) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
      for (const prop of booleans) this[PROPS][prop] = this.hasAttribute(attributeOf(prop));
    }

    override connectedCallback(): void {
      // Properties set before the definition (own ones, hiding the accessors); an element renders
      // only once connected, so taking them here is soon enough, and after the attributes, so they win.
      const self = this as unknown as Record<string, unknown>;
      for (const p of names) {
        if (!Object.hasOwn(this, p)) continue;
        const value = self[p];
        delete self[p];
        self[p] = value;
      }
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
      const prop = propOf.get(name)!;
      const dashed = attributeOf(prop);
      if (dashed !== name) {
        // Removing the lowercased form (ours, just below) changes nothing.
        if (value !== null) {
          this.removeAttribute(name);
          this.setAttribute(dashed, value);
        }
        return;
      }
      if (props[prop] !== 'boolean') {
        super.attributeChangedCallback(name, old, value);
        return;
      }
      this[PROPS][prop] = value !== null;
      this[RENDER]();
    }
  }

  for (const prop of booleans) {
    const attr = attributeOf(prop);
    Object.defineProperty(FmsElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcElement) {
        return this[PROPS][prop] === true;
      },
      set(this: R2wcElement, value: unknown) {
        // The attribute is the source: toggling it runs attributeChangedCallback, which renders. The
        // prop always is the attribute's presence (constructor, callback): no toggle, nothing to render.
        this.toggleAttribute(attr, Boolean(value));
      },
    });
  }

  return FmsElement as unknown as FmsElementConstructor<ElementProps<P, O>, ElementEvents<P, O>>;
}
