/**
 * The element catalogue (issue 9, distribution): lists what /custom-elements.json says of each
 * element, and shows a live example of the elements that work without a session. The examples
 * are defined as a partner's would be, by /elements/loader.js (catalogue.html): importing the
 * elements here would also change how the pages' build splits them.
 */

interface Named { name: string; description?: string }
interface Declaration {
  tagName: string;
  description?: string;
  attributes?: Array<Named & { fieldName?: string; type?: { text: string } }>;
  members?: Array<Named & { kind: string; type?: { text: string }; attribute?: string }>;
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

function section(d: Declaration, module: string): HTMLElement {
  const s = el('section', undefined, { class: 'element', id: d.tagName, 'aria-labelledby': `${d.tagName}-title` });
  const h = el('h2', undefined, { id: `${d.tagName}-title` });
  h.append(el('code', `<${d.tagName}>`));
  s.append(h, el('p', d.description ?? ''), el('p', `Module: /${module}`));
  s.append(
    table('Attributes', ['Attribute', 'Type', 'Description'], (d.attributes ?? []).map((a) => [a.name, a.type?.text ?? '', a.description ?? ''])),
    table('Properties', ['Property', 'Type', 'Attribute'], (d.members ?? []).filter((m) => m.kind === 'field').map((m) => [m.name, m.type?.text ?? '', m.attribute ?? ''])),
    table('Events', ['Event', 'Type', 'Description'], (d.events ?? []).map((e) => [e.name, e.type?.text ?? '', e.description ?? ''])),
    table('CSS parts', ['Part', 'Description'], (d.cssParts ?? []).map((p) => [p.name, p.description ?? ''])),
    table('CSS custom properties', ['Property', 'Description'], (d.cssProperties ?? []).map((p) => [p.name, p.description ?? ''])),
  );
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
    const entries = manifest.modules.flatMap((m) => m.declarations.filter((d) => d.tagName).map((d) => ({ d, module: m.path })));
    const nav = el('nav', undefined, { 'aria-label': 'Elements' });
    const list = el('ul');
    for (const { d } of entries) {
      const li = el('li');
      li.append(el('a', d.tagName, { href: `#${d.tagName}` }));
      list.append(li);
    }
    nav.append(el('h2', `${entries.length} elements`), list);
    status.textContent = '';
    main.append(nav, ...entries.map(({ d, module }) => section(d, module)));
  } catch (error) {
    status.textContent = `The manifest could not be read (${String(error)}).`;
  } finally {
    main.removeAttribute('aria-busy');
  }
}

void render();
