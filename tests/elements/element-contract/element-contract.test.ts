import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { ELEMENT_FOLDERS } from 'virtual:fms-element-entries';
import { defineElement, definedElements } from '../../../src/elements/shared/define-element';
import type { FmsElementConstructor } from '../../../src/elements/shared/to-element';
import { fakeSockets } from '../fake-sockets';
import { waitFor } from '../helpers';
import { contentOverflow, nextFrame } from './layout';
import { addPageRule, usePlainHostPage } from './plain-page';

/**
 * Issue 9, element contract — the HTML conventions, for EVERY element: the entries are read from
 * src/elements/<folder>/<folder>.element.ts by the runner (virtual:fms-element-entries), so a new
 * element is checked without editing this file. Each element is mounted in a plain page, signed in,
 * with the fake API answering 'no route' to every call: the conventions hold in any state.
 */
fakeSockets();

const VIEWPORT = { width: 390, height: 844 };
/** A page element without a height stays within two screens of a phone. */
const MAX_HEIGHT = VIEWPORT.height * 2;
/**
 * Documents flow with the page like an article (the terms run to about 3,300 px at 390 px wide):
 * their height is their text's; they still hold their content. Give one a height to scroll it.
 */
const FLOWS_WITH_TEXT = new Set(['fms-legal-text']);

const CONTEXT = Symbol.for('r2wc.context');
const RENDER = Symbol.for('r2wc.render');
type Probe = HTMLElement & { [CONTEXT]?: unknown } & Record<string, unknown>;

const contractOf = (tag: string) => (customElements.get(tag) as FmsElementConstructor).contract;
const propOf = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const attributeOf = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function mountIn(parent: Node, tag: string, attributes: Record<string, string> = {}): Probe {
  const el = document.createElement(tag) as Probe;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  parent.appendChild(el);
  return el;
}

const rendered = (el: HTMLElement) => waitFor(() => el.shadowRoot?.querySelector(':not(style)'), `${el.localName} to render`);

usePlainHostPage();
before(() => setViewport(VIEWPORT));

describe('element contract: every element entry', () => {
  it('registers fms-<folder> through defineElement, made with toElement', () => {
    expect(ELEMENT_FOLDERS.length).to.be.greaterThan(20);
    for (const folder of ELEMENT_FOLDERS) {
      const tag = `fms-${folder}`;
      expect(definedElements().get(tag), tag).to.equal(customElements.get(tag));
      expect((customElements.get(tag) as Partial<FmsElementConstructor>).contract, `${tag} is made with toElement`).to.be.an('object');
    }
  });
});

for (const folder of ELEMENT_FOLDERS) {
  const tag = `fms-${folder}`;

  describe(`element contract: <${tag}>`, () => {
    it('the hidden attribute hides it, even when the host page sets its display', () => {
      addPageRule(`${tag} { display: flex; }`);
      const el = mountIn(document.body, tag, { hidden: '' });
      expect(getComputedStyle(el).display).to.equal('none');
      el.hidden = false;
      expect(getComputedStyle(el).display).to.equal('flex');
    });

    it('a second definition of the tag (a second bundle) does not throw and keeps the first', () => {
      const first = customElements.get(tag);
      expect(() => defineElement(tag, class extends HTMLElement {})).not.to.throw();
      expect(defineElement(tag, class extends HTMLElement {})).to.equal(false);
      expect(customElements.get(tag)).to.equal(first);
    });

    it('its events are noun-verb names, never a bare native event, and reach the host page (bubbling, composed)', () => {
      for (const { prop, name, init } of contractOf(tag).events) {
        expect(prop, `${tag} ${prop}`).to.match(/^on(?:[A-Z][a-z]+){2,}$/);
        expect(`on${name}` in HTMLElement.prototype || `on${name}` in window, `${name} is a native event`).to.equal(false);
        expect(init, name).to.include({ bubbles: true, composed: true });
      }
    });

    it('no property shadows an HTMLElement member (title, hidden, id…)', () => {
      for (const prop of Object.keys(contractOf(tag).props)) expect(prop in HTMLElement.prototype, prop).to.equal(false);
    });

    const booleans = contractOf(tag).booleanAttributes;
    if (booleans.length > 0) {
      it(`boolean attributes (${booleans.join(', ')}) are on when present, with any value, and off when removed`, () => {
        for (const attribute of booleans) {
          const prop = propOf(attribute);
          const el = mountIn(document.body, tag, { [attribute]: '' });
          expect(el[prop], `${attribute}=""`).to.equal(true);
          el.setAttribute(attribute, 'false');
          expect(el[prop], `${attribute}="false"`).to.equal(true);
          el.removeAttribute(attribute);
          expect(el[prop], `no ${attribute}`).to.equal(false);
          el[prop] = true;
          expect(el.hasAttribute(attribute), `.${prop} = true`).to.equal(true);
          el[prop] = false;
          expect(el.hasAttribute(attribute), `.${prop} = false`).to.equal(false);
          el.remove();
        }
      });
    }

    const props = contractOf(tag).props;
    const names = Object.keys(props);
    if (names.length > 0) {
      it(`takes what was given before its definition: properties, and the attribute forms React 19 writes (${names.join(', ')})`, () => {
        // React 19 sets a prop the element does not have yet (not defined) as an attribute of the
        // prop's name, lowercased by HTML: <x carUid="…" halfMap> gives caruid="…" halfmap="".
        const valueOf = (prop: string) => (props[prop] === 'boolean' ? true : `early ${prop}`);
        const early = `${tag}-early`;
        const byProperty = document.createElement(early) as Probe;
        const byReact = document.createElement(early) as Probe;
        for (const prop of names) {
          // Given both, the property wins, as in Lit.
          if (props[prop] !== 'boolean') byProperty.setAttribute(attributeOf(prop), 'given as attribute');
          byProperty[prop] = valueOf(prop);
          byReact.setAttribute(prop, props[prop] === 'boolean' ? '' : (valueOf(prop) as string));
        }
        document.body.append(byProperty, byReact);
        // A subclass under a tag of its own, as the real tag is taken; it renders nothing, so any
        // value does: what is checked is what the element would render with (its properties).
        customElements.define(early, class extends (customElements.get(tag) as CustomElementConstructor) {
          [RENDER](): void {}
        });
        for (const prop of names) {
          const attribute = attributeOf(prop);
          expect(Object.hasOwn(byProperty, prop), `.${prop} set before: no own property left`).to.equal(false);
          expect(byProperty[prop], `.${prop} set before`).to.equal(valueOf(prop));
          expect(byReact[prop], `${prop.toLowerCase()}=… by React`).to.equal(valueOf(prop));
          expect(byReact.hasAttribute(attribute), `${prop.toLowerCase()} becomes ${attribute}`).to.equal(true);
          if (attribute !== prop.toLowerCase()) expect(byReact.hasAttribute(prop.toLowerCase()), `no ${prop.toLowerCase()} left`).to.equal(false);
        }
      });
    }

    it('moved to another parent, it keeps its React tree; removed for good, it unmounts', async () => {
      const [from, to] = [document.createElement('div'), document.createElement('section')];
      document.body.append(from, to);
      const el = mountIn(from, tag);
      const first = await rendered(el);
      const root = el[CONTEXT];
      expect(root !== undefined, 'a React root').to.equal(true);
      to.appendChild(el);
      await nextFrame();
      // Booleans, not the objects: chai describing a React root or a DOM node on failure takes minutes.
      expect(el[CONTEXT] === root, 'the same React root').to.equal(true);
      expect(first.isConnected, 'the same rendered node').to.equal(true);
      el.remove();
      await nextFrame();
      expect(el[CONTEXT] === undefined, 'unmounted once out of the page').to.equal(true);
    });

    it(`without a height it is a box that holds its content in a ${VIEWPORT.width}×${VIEWPORT.height} page`, async () => {
      const el = mountIn(document.body, tag);
      const next = Object.assign(document.createElement('p'), { textContent: 'the next element' });
      document.body.append(next);
      await rendered(el);
      await nextFrame();
      await nextFrame();
      expect(getComputedStyle(el).display).to.be.oneOf(['block', 'inline-block', 'flex', 'grid']);
      const box = el.getBoundingClientRect();
      if (!FLOWS_WITH_TEXT.has(tag)) expect(box.height, 'height').to.be.at.most(MAX_HEIGHT);
      expect(contentOverflow(el), 'content below the element').to.equal(null);
      expect(next.getBoundingClientRect().top, 'the next element').to.be.at.least(box.bottom - 0.5);
    });
  });
}

describe('element contract: behaviour behind the rules', () => {
  it('<fms-dtc-advice compact> is compact, and removing compact makes it full again (one-element.html)', async () => {
    const el = mountIn(document.body, 'fms-dtc-advice', { code: 'P0217', model: 'XZU720', compact: '' });
    await waitFor(() => el.shadowRoot?.querySelector('.card.compact'), 'the compact card');
    el.removeAttribute('compact');
    await waitFor(() => el.shadowRoot?.querySelector('.card:not(.compact)'), 'the full card');
  });

  it('what the user typed in <fms-sign-in> is still there after the element is moved', async () => {
    const [from, to] = [document.createElement('div'), document.createElement('div')];
    document.body.append(from, to);
    const el = mountIn(from, 'fms-sign-in');
    const input = await waitFor(() => el.shadowRoot?.querySelector<HTMLInputElement>('input[name="name"]'), 'the account field');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'driver01');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    to.appendChild(el);
    await nextFrame();
    const after = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="name"]');
    expect(after === input, 'the same field').to.equal(true);
    expect(after?.value).to.equal('driver01');
  });
});
