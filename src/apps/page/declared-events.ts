import type { JSX } from 'react';
import type { PAGE_DETAILS } from '../../core/pages/details';

/**
 * The type check of the page declarations' events (core/pages/details.ts): core may not import
 * the elements, so the names are checked here, where the generic application uses them. Every
 * event a page names must be one its element dispatches (the generated element types), and every
 * detail field a link reads must be in that event's detail: a wrong one fails tsc, naming it.
 */
/** An element's events by DOM name, read from its generated JSX type's `on<event>` listeners (src/elements/element-jsx.d.ts). */
type TagEvents<T> = T extends keyof JSX.IntrinsicElements
  ? { [K in keyof JSX.IntrinsicElements[T] as K extends `on${infer N}` ? N extends Lowercase<N> ? N : never : never]-?: JSX.IntrinsicElements[T][K] }
  : never;

type DetailOf<Listener> = NonNullable<Listener> extends (event: CustomEvent<infer D>) => void ? D : never;

type Values<M> = M extends Readonly<Record<string, infer V>> ? V : never;
type FieldsOf<L> = (L extends { params: infer P } ? Values<P> : never) | (L extends { query: infer Q } ? Values<Q> : never)
  | (L extends { onlyIf: infer C } ? keyof C & string : never)
  | (L extends { toStepOf: string } ? 'step' : never) | (L extends { replaceIf: infer R extends string } ? R : never);

/** The wrong names of one element's declaration: `tag: event` or `tag: event.field`. */
type Wrong<X> = X extends { element: infer T extends string; events: infer E }
  ? {
      [K in keyof E & string]: K extends keyof TagEvents<T>
        ? Exclude<FieldsOf<E[K]>, keyof DetailOf<TagEvents<T>[K]>> extends infer F extends string
          ? [F] extends [never] ? never : `${T}: ${K}.${F}`
          : never
        : `${T}: ${K}`;
    }[keyof E & string]
  : never;

/** Every element a page declares: its own, its views', its tabs' and the further ones. */
type ElementsOf<D> =
  | D
  | (D extends { views: readonly (infer V)[] } ? V : never)
  | (D extends { tabs: { items: readonly (infer V)[] } } ? V : never)
  | (D extends { more: { elements: readonly (infer V)[] } } ? V : never);

type Details = typeof PAGE_DETAILS;
/** The wrong event names and fields of every page; never when all are right. */
export type WrongEventNames = { [I in keyof Details]: Wrong<ElementsOf<Details[I]>> }[keyof Details];

/** Fails to compile, listing them, when a page names an event or a field its element does not have. */
export const EVENTS_CHECKED: [WrongEventNames] extends [never] ? true : WrongEventNames = true;
