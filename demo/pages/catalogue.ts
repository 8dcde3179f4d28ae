/**
 * The element catalogue (issue 9, distribution): lists what /custom-elements.json says of each
 * element, and shows a live example of the elements that work without a session. The examples
 * are defined as a partner's would be, by /elements/loader.js (catalogue.html): importing the
 * elements here would also change how the pages' build splits them.
 */

interface Named { name: string; description?: string }
interface Declaration {
  kind?: string;
  name?: string;
  tagName?: string;
  description?: string;
  attributes?: Array<Named & { fieldName?: string; type?: { text: string } }>;
  members?: Array<Named & {
    kind: string; type?: { text: string }; attribute?: string; reflects?: boolean; readonly?: boolean;
    parameters?: Array<{ name: string; type?: { text: string }; optional?: boolean }>; return?: { type?: { text: string } };
  }>;
  events?: Array<Named & { type?: { text: string } }>;
  cssProperties?: Named[];
  cssParts?: Named[];
}
interface Manifest { modules: Array<{ path: string; declarations: Declaration[] }> }

/** Live examples: markup of elements that need no signed-in session. */
const EXAMPLES: Record<string, string> = {
  'fms-dtc-advice': '<fms-dtc-advice code="P0217" model="XZU720"></fms-dtc-advice>',
  'fms-legal-text': '<fms-legal-text doc="privacy" variant="web"></fms-legal-text>',
  'fms-app-download': '<fms-app-download></fms-app-download>',
};

function el<K extends keyof HTMLElementTagNameMap>(name: K, text?: string, attrs: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(name);
  if (text !== undefined) node.textContent = text;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

/** A table with a caption and column headers; an empty list says so in a paragraph instead. */
function table(caption: string, columns: string[], rows: string[][]): HTMLElement {
  if (!rows.length) return el('p', `${caption}: none.`);
  const t = el('table');
  t.append(el('caption', caption));
  const head = el('tr');
  for (const c of columns) head.append(el('th', c, { scope: 'col' }));
  t.append(el('thead'), el('tbody'));
  t.tHead?.append(head);
  for (const row of rows) {
    const tr = el('tr');
    row.forEach((cell, i) => {
      const c = i === 0 ? el('th', undefined, { scope: 'row' }) : el('td');
      if (i === 0) c.append(el('code', cell));
      else c.textContent = cell;
      tr.append(c);
    });
    t.tBodies[0].append(tr);
  }
  return t;
}

/** A method's signature as a host calls it: `(provider: TokenProvider) => Promise<boolean>`. */
const signature = (m: NonNullable<Declaration['members']>[number]) => (m.kind === 'method'
  ? `(${(m.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`).join(', ')}) => ${m.return?.type?.text ?? 'void'}`
  : `${m.readonly ? 'readonly ' : ''}${m.type?.text ?? ''}`);

/** The page-level API (window.fmsConsole and the events on document): its members and events. */
function pageSection(d: Declaration, module: string): HTMLElement {
  const id = (d.name ?? 'page').replace(/\W+/g, '-');
  const s = el('section', undefined, { class: 'element', id, 'aria-labelledby': `${id}-title` });
  const h = el('h2', undefined, { id: `${id}-title` });
  h.append(el('code', d.name ?? ''));
  s.append(h, el('p', d.description ?? ''), el('p', `Module: /${module}`));
  s.append(
    ...(d.members ? [table('Members', ['Member', 'Signature', 'Description'], d.members.map((m) => [m.name, signature(m), m.description ?? '']))] : []),
    ...(d.events ? [table('Events', ['Event', 'Type', 'Description'], d.events.map((e) => [e.name, e.type?.text ?? '', e.description ?? '']))] : []),
  );
  return s;
}

/**
 * The custom properties every element lists (the shared theme tokens): shown once, in their own
 * section, and named on each element by a link, which keeps the page small enough to read and check.
 */
function sharedProperties(elements: readonly Declaration[]): Named[] {
  const [first, ...rest] = elements.map((d) => d.cssProperties ?? []);
  return (first ?? []).filter((p) => rest.every((list) => list.some((q) => q.name === p.name)));
}

function sharedSection(shared: readonly Named[]): HTMLElement {
  const s = el('section', undefined, { class: 'element', id: 'shared-properties', 'aria-labelledby': 'shared-properties-title' });
  s.append(el('h2', 'Shared theme properties', { id: 'shared-properties-title' }), el('p', 'Every element reads these custom properties (the manifest lists them on each).'));
  s.append(table('Shared CSS custom properties', ['Property', 'Description'], shared.map((p) => [p.name, p.description ?? ''])));
  return s;
}

function section(d: Declaration & { tagName: string }, module: string, shared: ReadonlySet<string>): HTMLElement {
  const s = el('section', undefined, { class: 'element', id: d.tagName, 'aria-labelledby': `${d.tagName}-title` });
  const h = el('h2', undefined, { id: `${d.tagName}-title` });
  h.append(el('code', `<${d.tagName}>`));
  s.append(h, el('p', d.description ?? ''), el('p', `Module: /${module}`));
  s.append(
    table('Attributes', ['Attribute', 'Type', 'Property', 'Description'], (d.attributes ?? []).map((a) => [a.name, a.type?.text ?? '', a.fieldName ?? 'none (read-only, set by the element)', a.description ?? ''])),
    table('Properties', ['Property', 'Type', 'Attribute', 'Reflects'], (d.members ?? []).filter((m) => m.kind === 'field').map((m) => [m.name, m.type?.text ?? '', m.attribute ?? '', m.reflects ? 'yes' : 'no'])),
    table('Events', ['Event', 'Type', 'Description'], (d.events ?? []).map((e) => [e.name, e.type?.text ?? '', e.description ?? ''])),
    table('CSS parts', ['Part', 'Description'], (d.cssParts ?? []).map((p) => [p.name, p.description ?? ''])),
    table('CSS custom properties', ['Property', 'Description'], (d.cssProperties ?? []).filter((p) => !shared.has(p.name)).map((p) => [p.name, p.description ?? ''])),
  );
  if (shared.size) {
    const note = el('p', 'And the ');
    note.append(el('a', 'shared theme properties', { href: '#shared-properties' }), '.');
    s.append(note);
  }
  const example = EXAMPLES[d.tagName];
  if (example) {
    const markup = el('pre');
    markup.append(el('code', example));
    s.append(el('h3', 'Live example'), markup);
    const box = el('div', undefined, {
      class: 'example', 'data-example': d.tagName, lang: 'zh-Hant-TW',
      // The box scrolls a long example (the legal text): keyboard users reach it as a named region.
      tabindex: '0', role: 'region', 'aria-label': `Live example of ${d.tagName}`,
    });
    box.innerHTML = example; // Fixed markup of this file, never the manifest's text.
    s.append(box);
  }
  return s;
}

async function render(): Promise<void> {
  const main = document.getElementById('catalogue') as HTMLElement;
  const status = document.getElementById('catalogue-status') as HTMLElement;
  try {
    const res = await fetch('/custom-elements.json');
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const manifest = (await res.json()) as Manifest;
    const isElement = (d: Declaration): d is Declaration & { tagName: string } => Boolean(d.tagName);
    const entries = manifest.modules.flatMap((m) => m.declarations.filter(isElement).map((d) => ({ d, module: m.path })));
    const pageApi = manifest.modules.flatMap((m) => m.declarations.filter((d) => !d.tagName && d.kind === 'variable').map((d) => ({ d, module: m.path })));
    const nav = el('nav', undefined, { 'aria-label': 'Elements' });
    const list = el('ul');
    for (const { d } of entries) {
      const li = el('li');
      li.append(el('a', d.tagName, { href: `#${d.tagName}` }));
      list.append(li);
    }
    for (const { d } of pageApi) {
      const li = el('li');
      li.append(el('a', d.name ?? '', { href: `#${(d.name ?? 'page').replace(/\W+/g, '-')}` }));
      list.append(li);
    }
    nav.append(el('h2', `${entries.length} elements`), list);
    status.textContent = '';
    const shared = sharedProperties(entries.map(({ d }) => d));
    const sharedNames = new Set(shared.map((p) => p.name));
    main.append(nav, ...pageApi.map(({ d, module }) => pageSection(d, module)), ...(shared.length ? [sharedSection(shared)] : []),
      ...entries.map(({ d, module }) => section(d, module, sharedNames)));
  } catch (error) {
    status.textContent = `The manifest could not be read (${String(error)}).`;
  } finally {
    main.removeAttribute('aria-busy');
  }
}

void render();
