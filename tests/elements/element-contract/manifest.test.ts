import { expect } from '@esm-bundle/chai';
import { ELEMENT_FOLDERS } from 'virtual:fms-element-entries';
import { MANIFEST, type ManifestDeclaration } from 'virtual:fms-manifest';
import type { FmsElementConstructor } from '../../../src/elements/shared/to-element';
import { fakeSockets } from '../fake-sockets';
import { waitFor } from '../helpers';
import { nextFrame } from './layout';
import { usePlainHostPage } from './plain-page';

/**
 * Issue 23, 4: /custom-elements.json tells the whole contract. For EVERY element entry (read from
 * src/elements by the runner, as in the element contract test) the manifest the build writes is
 * compared with the element itself, rendered in a plain page (signed in, every API call answered
 * 'no route'): its properties, observed attributes and their reflection, the attributes it sets on
 * itself, the parts in its shadow tree, the `--fms-*` properties its styles read, and the events a
 * host receives from it, its links followed. And the page-level API: window.fmsConsole and the
 * events on document.
 */
fakeSockets();
usePlainHostPage();

/** The value set to probe a string property's reflection: empty, so r2wc renders nothing with it. */
const PROBE = '';

const declarationOf = (tag: string) => MANIFEST.modules.flatMap((m) => m.declarations).find((d) => d.tagName === tag);
const names = (list: Array<{ name: string }> | undefined) => (list ?? []).map((x) => x.name).sort();

/** The `--fms-*` names the element's own stylesheets read (`var(--fms-x, …)`), nested elements aside. */
function cssPropertiesRead(root: ShadowRoot): string[] {
  const sheets = [...root.adoptedStyleSheets, ...Array.from(root.styleSheets)];
  const text = sheets.flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText)).join('\n');
  return [...new Set([...text.matchAll(/var\(\s*(--fms-[\w-]+)/g)].map((m) => m[1]))].sort();
}

/** True when `name` is declared, a wildcard (`--fms-car-*`) included. */
const declares = (declared: readonly string[], name: string) => declared.some((d) => d === name || (d.endsWith('*') && name.startsWith(d.slice(0, -1))));

/** The part names of the element's own shadow tree. */
const partsIn = (root: ShadowRoot) => [...new Set(Array.from(root.querySelectorAll('[part]')).flatMap((n) => (n.getAttribute('part') ?? '').split(/\s+/).filter(Boolean)))].sort();

/** Whether `node` is `host` or inside its shadow tree (through nested shadow roots). */
function within(host: Node, node: unknown): boolean {
  let n = node instanceof Node ? node : null;
  while (n) {
    if (n === host) return true;
    const root: Node = n.getRootNode();
    n = root instanceof ShadowRoot ? root.host : null;
  }
  return false;
}

/**
 * Records the events a listener on `host` receives: dispatched on it, or composed out of its
 * shadow tree. Native events are left out (a click is not the element's event).
 */
function recordEvents(host: Node): { seen: Set<string>; stop: () => void } {
  const seen = new Set<string>();
  const original = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function dispatch(this: EventTarget, event: Event) {
    if (event instanceof CustomEvent && (this === host || (event.composed && within(host, this)))) seen.add(event.type);
    return original.call(this, event);
  };
  return { seen, stop: () => { EventTarget.prototype.dispatchEvent = original; } };
}

/** Follows every in-page link of the element's shadow tree with a plain click; the page itself never moves. */
function followLinks(root: ShadowRoot): number {
  const stay = (e: Event) => e.preventDefault();
  document.addEventListener('click', stay);
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]')).filter((a) => new URL(a.href).origin === location.origin);
  for (const link of links) link.click();
  document.removeEventListener('click', stay);
  return links.length;
}

const navRequestsSeen: string[] = [];

for (const folder of ELEMENT_FOLDERS) {
  const tag = `fms-${folder}`;

  describe(`manifest: <${tag}>`, () => {
    let declaration: ManifestDeclaration;
    before(() => {
      const found = declarationOf(tag);
      expect(found, `${tag} in custom-elements.json`).to.be.an('object');
      declaration = found!;
    });

    it('declares its properties, observed attributes and their reflection', () => {
      const ctor = customElements.get(tag) as FmsElementConstructor & { observedAttributes: string[] };
      const fields = (declaration.members ?? []).filter((m) => m.kind === 'field');
      expect(fields.map((m) => m.name).sort(), 'properties').to.deep.equal(Object.keys(ctor.contract.props).sort());
      const settable = (declaration.attributes ?? []).filter((a) => a.fieldName);
      // React 19 writes a camelCase prop as its lowercased attribute until the tag is defined
      // (`caruid` for `carUid`): those forms are read too (issue 23, 3), as aliases, not declared.
      const reactForms = new Set(Object.keys(ctor.contract.props).map((p) => p.toLowerCase()));
      const declared = new Set(names(settable));
      const observed = [...ctor.observedAttributes].filter((a) => declared.has(a) || !reactForms.has(a));
      expect(names(settable), 'attributes with a property').to.deep.equal(observed.sort());
      for (const field of fields) {
        const el = document.createElement(tag) as HTMLElement & Record<string, unknown>;
        const before = el.getAttribute(field.attribute!);
        el[field.name] = field.type?.text === 'boolean' ? true : PROBE;
        const reflected = el.getAttribute(field.attribute!) !== before;
        expect(reflected, `.${field.name} reflects to ${field.attribute}`).to.equal(field.reflects === true);
      }
    });

    it('declares what it renders: the attributes it sets itself, its parts, the custom properties its styles read and the events a host receives, its links followed', async () => {
      const ctor = customElements.get(tag) as FmsElementConstructor;
      const events = names(declaration.events);
      for (const { name } of ctor.contract.events) expect(events, `callback event ${name}`).to.include(name);
      const el = document.createElement(tag);
      const recorder = recordEvents(el);
      let root: ShadowRoot;
      try {
        document.body.append(el);
        root = await waitFor(() => el.shadowRoot?.querySelector('[part~="base"]') && el.shadowRoot, `${tag} to render`);
        await nextFrame();
        followLinks(root);
        await nextFrame();
      } finally {
        recorder.stop();
      }
      for (const name of recorder.seen) expect(events, `${tag} dispatched ${name}`).to.include(name);
      if (recorder.seen.has('navrequest')) navRequestsSeen.push(tag);

      const attributes = names(declaration.attributes);
      for (const attribute of el.getAttributeNames()) expect(attributes, `${tag} sets ${attribute} on itself`).to.include(attribute);
      const parts = names(declaration.cssParts);
      for (const part of partsIn(root)) expect(parts, `part ${part}`).to.include(part);
      const declared = names(declaration.cssProperties);
      const read = cssPropertiesRead(root);
      expect(read.length, 'custom properties read (the theme tokens at least)').to.be.greaterThan(0);
      for (const property of read) expect(declares(declared, property), `${tag} reads ${property}`).to.equal(true);
    });
  });
}

describe('manifest: the page-level API', () => {
  const page = (name = 'window.fmsConsole') => MANIFEST.modules.flatMap((m) => m.declarations).find((d) => d.name === name);

  it('the link probe above saw navrequest (from the nav, the bell, the user menu…), so its check is not empty', () => {
    expect(navRequestsSeen.length).to.be.greaterThan(0);
  });

  it('declares every member of window.fmsConsole, methods as methods', () => {
    const api = window.fmsConsole as unknown as Record<string, unknown>;
    expect(page(), 'window.fmsConsole in custom-elements.json').to.be.an('object');
    const members = page()!.members ?? [];
    // `discover` is the loader's (issue 23, 5): this page has no loader, so it is added as the loader adds it.
    expect(api.discover, 'no loader on this page').to.equal(undefined);
    const withLoader: Record<string, unknown> = { ...api, discover: () => {} };
    expect(names(members)).to.deep.equal(Object.keys(withLoader).sort());
    for (const m of members) expect(m.kind, m.name).to.equal(typeof withLoader[m.name] === 'function' ? 'method' : 'field');
  });

  it('declares the events dispatched on document: sessionend when the token provider fails', async () => {
    const recorder = recordEvents(document);
    try {
      await window.fmsConsole!.provideTokens(() => Promise.reject(new Error('backend down')));
    } finally {
      recorder.stop();
    }
    expect([...recorder.seen]).to.include('sessionend');
    const declared = names(page('document')?.events);
    for (const name of recorder.seen) expect(declared, `dispatched on document: ${name}`).to.include(name);
  });
});
