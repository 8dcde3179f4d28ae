import type { RouteLocation } from '../navigation/query';
import type { PageId, PageParams } from './manifest';
import { pathOf } from './paths';

/**
 * How a declared page wires its element to the route (issue 24, 1): what a hand-written page
 * application used to do — read the route's parameters and query into the element's attributes,
 * and turn the element's events into navigations — written as data beside the page's title
 * (./details.ts) and applied by the generic application (src/apps/page). Pure: the rules below are
 * unit-tested without a browser. Event names and detail fields are checked against the elements'
 * generated event map by src/apps/page/declared-events.ts (core may not import elements).
 */

/**
 * Where an attribute's value comes from: a fixed value (`'reset'`), a boolean attribute that is
 * present (`true`), a parameter of the page's own path (`{ param: 'uid' }`, typed by the page) or
 * a query parameter (`{ query: 'carUid' }`). An empty value leaves the attribute out.
 */
export type AttributeSource<I extends PageId = PageId> =
  | string
  | true
  | { readonly param: ParamName<I> }
  | { readonly query: string; readonly oneOf?: readonly string[]; readonly otherwise?: string };

/** A parameter of the page's path (of any of the pages, for a union). */
export type ParamName<I extends PageId> = I extends PageId ? keyof PageParams<I> & string : never;

/** The target's path parameters, each named by the field of the event's detail that fills it. */
type LinkParams<T extends PageId> = [keyof PageParams<T>] extends [never]
  ? { readonly params?: never }
  : object extends PageParams<T>
    ? { readonly params?: { readonly [K in keyof PageParams<T>]: string } }
    : { readonly params: { readonly [K in keyof PageParams<T>]: string } };

/**
 * A value the console keeps in a core store that a link carries into its query, named here and
 * read by the generic application (src/apps/page/query-sources.ts, one reader per name: core/pages
 * stays free of the stores): `historyDays`, the days last chosen on /history (core/history), which
 * a car's journeys and /journeyManagement open on.
 */
export type QuerySource = 'historyDays';

/**
 * What a link does before its page opens, named here and done by the generic application
 * (src/apps/page/link-actions.ts): `clearScheduleDraft`, a schedule form opened from the list starts
 * clean (the form cannot clear the draft itself: opened by the preview's 返回編輯 or the back
 * button, it must keep it).
 */
export type LinkAction = 'clearScheduleDraft';

/**
 * An element event that opens a page: `{ to: 'carDetail', query: { carUid: 'carUid' } }` goes to
 * pathOf('carDetail') with ?carUid= the detail's carUid. A wrong page id, or a parameter the target
 * does not take (or a required one left out), does not compile.
 */
export type PageLink = {
  [T in PageId]: {
    readonly to: T;
    /** Query parameters, each from a field of the event's detail (an empty value is left out). */
    readonly query?: Readonly<Record<string, string>>;
    /** Fixed query parameters (?add=1). */
    readonly set?: Readonly<Record<string, string>>;
    /** Query parameters from a value the console keeps (QuerySource), not from the event's detail. */
    readonly queryFrom?: QuerySource;
    /**
     * The page opened instead when a path parameter's field of the detail is empty (a preview's
     * 返回編輯: the edit form of a drafted schedule, the add form of a new one).
     */
    readonly emptyTo?: PageId;
    /** Done before the page opens (LinkAction): a schedule form opened from the list starts without a draft. */
    readonly before?: LinkAction;
    /** Keep the current query, the named parameters changed: a choice that stays on the page. */
    readonly keepQuery?: true;
    /** Replace the history entry (a choice on the same page), instead of adding one. */
    readonly replace?: true;
    /**
     * Followed only when the detail's fields have these values (an order bought again opens its
     * detail only for an ATM payment: a card payment leaves for the card provider's page).
     */
    readonly onlyIf?: Readonly<Record<string, string>>;
  } & LinkParams<T>;
}[PageId];

/**
 * A flow of steps whose pages its table declares (core/plus/purchase.ts), named here and read by
 * the generic application (src/apps/page/step-flows.ts): the purchase in the console and in the app.
 */
export type StepFlow = 'purchaseWeb' | 'purchaseApp';

/**
 * An element event that opens the page of a step of a flow: the step named by the detail's `step`,
 * the query from its fields (the order code of a payment), the history entry replaced when the
 * detail's `replaceIf` field is true (the element went back to a step the draft still needs).
 */
export interface StepLink {
  readonly toStepOf: StepFlow;
  readonly query?: Readonly<Record<string, string>>;
  readonly replaceIf?: string;
}

/** What an element event opens: a page by its id, or the page of a flow's step. */
export type ElementLink = PageLink | StepLink;

/** One element of a page, wired to the route. */
export interface PageElement<I extends PageId = PageId> {
  readonly element: `fms-${string}`;
  /** Attribute name → its source. */
  readonly attributes?: Readonly<Record<string, AttributeSource<I>>>;
  /** DOM event name → the page it opens. */
  readonly events?: Readonly<Record<string, ElementLink>>;
  /**
   * Attributes whose new value mounts a fresh element instead of updating it (another record's
   * form starts clean); left out, the element stays and its attributes change.
   */
  readonly remount?: readonly string[];
}

/** A view of the page shown instead of its element while one of the query parameters is present (?add=1, ?edit=<uid>). */
export interface PageView<I extends PageId = PageId> extends PageElement<I> {
  readonly when: readonly string[];
}

/** Tabs of a page kept in one query parameter; the first tab leaves it out (/fence, /fence?tab=routes). */
export interface PageTabs<I extends PageId = PageId> {
  readonly query: string;
  readonly items: readonly (PageElement<I> & { readonly key: string; readonly label: string })[];
}

/** The element values the generic application renders: attribute → value (true: present). */
export type AttributeValues = Record<string, string | true>;

/** An element's attributes for the current route; an empty value is left out. */
export function attributeValues<I extends PageId>(
  attributes: PageElement<I>['attributes'],
  params: Readonly<Record<string, string | undefined>>,
  query: Readonly<Record<string, string | undefined>>,
): AttributeValues {
  const values: AttributeValues = {};
  for (const [name, source] of Object.entries(attributes ?? {})) {
    const value = typeof source === 'string' || source === true ? source
      : 'param' in source ? params[source.param]
        : queryValue(source, query[source.query]);
    if (value) values[name] = value;
  }
  return values;
}

function queryValue(source: { oneOf?: readonly string[]; otherwise?: string }, value: string | undefined): string | undefined {
  if (source.oneOf && !(value && source.oneOf.includes(value))) return source.otherwise;
  return value || source.otherwise;
}

/** The key that mounts a fresh element when one of the `remount` attributes changes. */
export function remountKey(element: PageElement, values: AttributeValues): string {
  return [element.element, ...(element.remount ?? []).map((name) => String(values[name] ?? ''))].join('|');
}

/**
 * Where an event leads: the target's path filled from the detail, and its query; `sources` reads
 * a kept value (`queryFrom`).
 */
export function linkTarget(
  link: PageLink, detail: unknown, current: RouteLocation,
  sources: Readonly<Record<QuerySource, () => Readonly<Record<string, string>>>> | null = null,
): RouteLocation {
  const fields = (detail ?? {}) as Readonly<Record<string, unknown>>;
  const read = (mapping: Readonly<Record<string, string>> | undefined) =>
    Object.fromEntries(Object.entries(mapping ?? {}).map(([name, field]) => [name, fields[field] == null ? '' : String(fields[field])]));
  const params = read(link.params as Readonly<Record<string, string>> | undefined);
  const kept = link.queryFrom && sources ? sources[link.queryFrom]() : {};
  const empty = link.emptyTo !== undefined && Object.values(params).some((value) => !value);
  const query: Record<string, string> = { ...(link.keepQuery ? current.query : {}), ...link.set, ...kept };
  for (const [name, value] of Object.entries(read(link.query))) {
    if (value) query[name] = value;
    else delete query[name];
  }
  const path = empty ? (pathOf as (id: PageId) => string)(link.emptyTo!) : (pathOf as (id: PageId, values?: object) => string)(link.to, params);
  return { path, query };
}

/** Whether an event's detail opens the link's page (its `onlyIf` fields match). */
export function linkApplies(link: ElementLink, detail: unknown): boolean {
  const fields = (detail ?? {}) as Readonly<Record<string, unknown>>;
  return Object.entries(('onlyIf' in link && link.onlyIf) || {}).every(([field, value]) => fields[field] === value);
}

/** Whether following the link replaces the history entry: always (`replace`), or when the detail's `replaceIf` field is true. */
export function replacesEntry(link: ElementLink, detail: unknown): boolean {
  if ('toStepOf' in link) return link.replaceIf !== undefined && (detail as Readonly<Record<string, unknown>> | null)?.[link.replaceIf] === true;
  return link.replace === true;
}

/** The page of a flow's step named by the detail's `step` (`pathOfStep` of the flow's table), its query from the detail. */
export function stepLinkTarget(link: StepLink, detail: unknown, pathOfStep: (flow: StepFlow, step: string) => string): RouteLocation {
  const fields = (detail ?? {}) as Readonly<Record<string, unknown>>;
  const query: Record<string, string> = {};
  for (const [name, field] of Object.entries(link.query ?? {})) {
    if (fields[field] != null && fields[field] !== '') query[name] = String(fields[field]);
  }
  return { path: pathOfStep(link.toStepOf, String(fields.step ?? '')), query };
}

/** The element the page shows for a query: a view whose parameter is present, else the page's element. */
export function viewFor(main: PageElement, views: readonly PageView[] | undefined, query: Readonly<Record<string, string | undefined>>): PageElement {
  return views?.find((view) => view.when.some((name) => query[name])) ?? main;
}

/** The tab a query selects: the one named by the parameter, else the first. */
export function tabFor<T extends { key: string }>(tabs: { query: string; items: readonly T[] }, query: Readonly<Record<string, string | undefined>>): T {
  return tabs.items.find((item) => item.key === query[tabs.query]) ?? tabs.items[0];
}

/** The query that selects a tab (the first tab leaves the parameter out). */
export function tabQuery(tabs: { query: string; items: readonly { key: string }[] }, key: string): Record<string, string> {
  return key === tabs.items[0]?.key ? {} : { [tabs.query]: key };
}

/**
 * A page's ← 返回 link: to its parent (or `to`), worded `label` where it does not name the target's
 * title; `onlyWith` / `onlyWithout` show it only while the page's path has / lacks that parameter.
 */
export interface BackSpec<I extends PageId = PageId> {
  readonly to?: PageId;
  readonly label?: string;
  readonly onlyWith?: ParamName<I>;
  readonly onlyWithout?: ParamName<I>;
}

/**
 * The back link a page shows for its path's parameters: `true` is the parent's; of a list, the
 * first that shows (a replay of a car's journey goes back to its journeys, one without a car to
 * the cars); none when none shows.
 */
export function backFor(back: true | BackSpec | readonly BackSpec[] | undefined, params: Readonly<Record<string, string | undefined>>): BackSpec | undefined {
  if (back === true) return {};
  const specs: readonly BackSpec[] = back === undefined ? [] : 'length' in back ? back : [back];
  return specs.find((spec) => shownFor(spec, params));
}

/**
 * Whether a part of the page (its sibling nav, its back link) shows for the path's parameters: one
 * route that is a list without its parameter and a record with it (/maintenanceV2/orderData/{uid?}).
 */
export function shownFor(part: { readonly onlyWith?: string; readonly onlyWithout?: string }, params: Readonly<Record<string, string | undefined>>): boolean {
  if (part.onlyWith && !params[part.onlyWith]) return false;
  return !(part.onlyWithout && params[part.onlyWithout]);
}

/**
 * A link shown above a page's element, to a page by its id; `whileQuery` shows it only while the
 * query has that parameter (/service?carUid=…: 選擇其他車輛 leads back to the pick of a car).
 */
export interface PageLinkSpec {
  readonly to: PageLink['to'];
  readonly label: string;
  readonly whileQuery?: string;
}

/** The links a page shows for the current query. */
export function linksFor(links: readonly PageLinkSpec[] | undefined, query: Readonly<Record<string, string | undefined>>): readonly PageLinkSpec[] {
  return (links ?? []).filter((link) => !link.whileQuery || query[link.whileQuery]);
}
