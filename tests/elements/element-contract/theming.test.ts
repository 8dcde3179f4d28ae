import { expect } from '@esm-bundle/chai';
import { ELEMENT_FOLDERS } from 'virtual:fms-element-entries';
import { MANIFEST } from 'virtual:fms-manifest';
import { fakeSockets } from '../fake-sockets';
import { waitFor } from '../helpers';
import { addPageRule, usePlainHostPage } from './plain-page';

/**
 * Issue 9, theming: for EVERY element entry (read from src/elements/<folder>/<folder>.element.ts,
 * as in the element contract test) a host page styles the root through `::part(base)` and themes
 * the inside through the public `--fms-*` properties, set on an ancestor as a partner portal would.
 */
fakeSockets();

const MARK = 'rgb(1, 2, 3)';
const PAINTED = ['color', 'backgroundColor', 'borderTopColor', 'borderBottomColor', 'outlineColor', 'fill', 'stroke'] as const;

/**
 * Elements that paint nothing in the primary colour in this fixture (signed in, every API call
 * answered 'no route', nothing focused by a keyboard): the chrome bars draw in their own
 * `--fms-header-*` / `--fms-nav-*` / `--fms-footer-*` colours, the advice, terms and vehicle card show
 * text only, the closed import dialog shows nothing, the idle player, the inactive overlay and the empty toast region draw no control. For them the test checks
 * that the private token inside resolves to the page's value; every other element must paint a box
 * (a button, a link, a current tab) in it.
 */
const NO_PRIMARY_PAINT = new Set(['fms-app-footer', 'fms-app-header', 'fms-dtc-advice', 'fms-hls-player', 'fms-legal-text',
  'fms-loading-overlay', 'fms-main-nav', 'fms-ops-sidebar', 'fms-task-import', 'fms-toast-region', 'fms-vehicle-detail']);

/**
 * Regions whose parts a host relies on, present in any state: read from each element's declaration
 * (its header's `Parts:`, in the manifest), where such a part is described as "always present".
 */
const REGIONS: Record<string, readonly string[]> = Object.fromEntries(MANIFEST.modules.flatMap((m) => m.declarations)
  .map((d): [string, string[]] => [d.tagName ?? '', (d.cssParts ?? []).filter((p) => /\balways present\b/.test(p.description ?? '')).map((p) => p.name)])
  .filter(([tag, parts]) => tag && parts.length > 0));

const baseOf = (el: HTMLElement) => waitFor(() => el.shadowRoot?.querySelector<HTMLElement>('[part~="base"]'), `${el.localName}'s base part`);

/** The first box of the element's own shadow tree (nested elements excluded) painted in the mark. */
function paintedWithMark(el: HTMLElement): string | null {
  for (const node of Array.from(el.shadowRoot?.querySelectorAll<HTMLElement>('*') ?? [])) {
    const style = getComputedStyle(node);
    const property = PAINTED.find((p) => style[p] === MARK);
    if (property) return `${node.localName}.${node.getAttribute('class') ?? ''} ${property}`;
  }
  return null;
}

function mountInTheme(tag: string, theme = ''): HTMLElement {
  const portal = document.createElement('div');
  portal.setAttribute('style', theme);
  const el = document.createElement(tag);
  portal.append(el);
  document.body.append(portal);
  return el;
}

usePlainHostPage();

describe('theming: the regions', () => {
  it('are read from the element headers', () => {
    expect(REGIONS['fms-monitor-map']).to.deep.equal(['map', 'legend', 'settings', 'list']);
    expect(REGIONS['fms-app-header']).to.deep.equal(['header', 'version']);
  });
});

for (const folder of ELEMENT_FOLDERS) {
  const tag = `fms-${folder}`;

  describe(`theming: <${tag}>`, () => {
    it('names its root container base, once', async () => {
      const el = mountInTheme(tag);
      await baseOf(el);
      expect(el.shadowRoot?.querySelectorAll('[part~="base"]').length).to.equal(1);
    });

    if (REGIONS[tag]) {
      it(`names its regions ${REGIONS[tag].join(', ')}`, async () => {
        const el = mountInTheme(tag);
        await baseOf(el);
        for (const part of REGIONS[tag]) {
          await waitFor(() => el.shadowRoot?.querySelector(`[part~="${part}"]`), `${tag}'s ${part} part`);
        }
      });
    }

    it('a page rule on ::part(base) styles that container', async () => {
      addPageRule(`${tag}::part(base) { outline: 3px solid ${MARK}; }`);
      const base = await baseOf(mountInTheme(tag));
      const computed = getComputedStyle(base);
      expect([computed.outlineStyle, computed.outlineWidth, computed.outlineColor]).to.deep.equal(['solid', '3px', MARK]);
    });

    it('--fms-color-primary on an ancestor reaches the colours inside', async () => {
      const el = mountInTheme(tag, `--fms-color-primary: ${MARK}`);
      const base = await baseOf(el);
      expect(getComputedStyle(base).getPropertyValue('--_primary').trim(), 'the private token').to.equal(MARK);
      if (NO_PRIMARY_PAINT.has(tag)) return;
      // The focus ring is primary by default: a focusable box inside shows the mark when focused.
      const focusable = el.shadowRoot?.querySelector<HTMLElement>('button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex]');
      focusable?.focus({ focusVisible: true } as FocusOptions);
      const painted = await waitFor(() => paintedWithMark(el), `${tag}: a colour inside in ${MARK}`).catch(() => null);
      expect(painted, `${tag}: a box painted in --fms-color-primary`).to.be.a('string');
    });
  });
}
