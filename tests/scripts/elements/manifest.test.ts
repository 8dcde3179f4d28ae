import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeNames, PAGE_MODULE, readContract, readElements, readSharedCssProperties, splitHeader, toManifest, TOKENS_FILE } from '../../../scripts/elements/manifest';
import { cssPropertiesIn } from '../../../scripts/elements/reach';

/**
 * Issue 9, distribution: custom-elements.json is generated from the elements' own declarations,
 * so an element added without its JSDoc header (events, boolean attributes) fails here.
 */
const ELEMENTS = path.resolve(import.meta.dirname, '../../../src/elements');
const docs = readElements(ELEMENTS);
// Each `<folder>/<folder>.element.ts`, at any depth (an area folder may group elements).
const folders = readdirSync(ELEMENTS, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === `${path.basename(path.dirname(file))}.element.ts`)
  .map((file) => path.basename(path.dirname(file)));

describe('the custom-elements manifest', () => {
  it('lists every element folder under its fms- tag', () => {
    expect(docs.map((d) => d.folder).sort()).toEqual([...folders].sort());
    for (const d of docs) expect(d.tag).toBe(`fms-${d.folder}`);
  });

  it.each(folders)('%s has a description and documents each event and boolean attribute', (folder) => {
    const doc = docs.find((d) => d.folder === folder);
    expect(doc?.description, `${folder}: JSDoc header`).toMatch(/\S{10}/);
    for (const e of doc?.events ?? []) expect(e.description, `${folder}: event ${e.name}`).not.toBe('');
    for (const a of (doc?.attributes ?? []).filter((x) => x.type === 'boolean')) expect(a.description, `${folder}: attribute ${a.name}`).not.toBe('');
  });

  it('reads the monitor map\'s attributes, events and custom properties from its declaration', () => {
    const map = docs.find((d) => d.tag === 'fms-monitor-map');
    expect(map?.attributes.map((a) => [a.name, a.type])).toEqual([['car-uid', 'string'], ['half-map', 'boolean'], ['keep-view', 'boolean']]);
    expect(map?.events.map((e) => e.name)).toEqual(['carselect', 'followchange']);
    expect(map?.events[0].description).toContain('{carUid, carNo}');
    expect(map?.cssProperties.map((p) => p.name)).toContain('--fms-car-*');
  });

  it('reads parts from the header', () => {
    expect(docs.find((d) => d.tag === 'fms-app-header')?.cssParts.map((p) => p.name)).toEqual(['base', 'header', 'version', 'event-time']);
    expect(docs.find((d) => d.tag === 'fms-monitor-map')?.cssParts.map((p) => p.name)).toEqual(['base', 'map', 'legend', 'settings', 'list']);
  });

  it.each(folders)('%s lists its parts, base first, each described', (folder) => {
    const parts = docs.find((d) => d.folder === folder)?.cssParts ?? [];
    expect(parts[0]?.name, `${folder}: Parts: in the JSDoc header`).toBe('base');
    for (const p of parts.filter((x) => x.name === 'base')) expect(p.description, `${folder}: part ${p.name}`).not.toBe('');
  });

  it('reads the shared theme properties from the tokens, with their defaults', () => {
    const shared = readSharedCssProperties(path.join(ELEMENTS, TOKENS_FILE));
    const names = shared.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['--fms-color-primary', '--fms-color-surface', '--fms-color-text', '--fms-font-family', '--fms-radius', '--fms-space', '--fms-car-*']));
    expect(names.every((n) => n.startsWith('--fms-'))).toBe(true);
    expect(shared.find((p) => p.name === '--fms-color-primary')?.description).toContain('#1f6fb2');
  });

  it.each(folders)('%s lists the shared theme properties beside its own, each once', (folder) => {
    const names = (docs.find((d) => d.folder === folder)?.cssProperties ?? []).map((p) => p.name);
    for (const shared of readSharedCssProperties(path.join(ELEMENTS, TOKENS_FILE))) expect(names, folder).toContain(shared.name);
    expect(new Set(names).size, `${folder}: no duplicates`).toBe(names.length);
  });

  it('documents every shared theme property in the elements README', () => {
    const readme = readFileSync(path.join(ELEMENTS, 'README.md'), 'utf8');
    for (const p of readSharedCssProperties(path.join(ELEMENTS, TOKENS_FILE))) expect(readme, p.name).toContain(`\`${p.name}\``);
  });

  it('writes schema 2.1 modules at the stable URLs with a custom-element definition each', () => {
    const manifest = toManifest(docs) as { schemaVersion: string; modules: Array<{ path: string; declarations: Array<{ tagName: string; events: unknown[] }>; exports: Array<{ kind: string; name: string }> }> };
    expect(manifest.schemaVersion).toBe('2.1.0');
    const advice = manifest.modules.find((m) => m.path === 'elements/fms-dtc-advice.js');
    expect(advice?.declarations[0].tagName).toBe('fms-dtc-advice');
    expect(advice?.exports).toContainEqual(expect.objectContaining({ kind: 'custom-element-definition', name: 'fms-dtc-advice' }));
  });
});

describe('header parsing', () => {
  it('splits the description from the named sections', () => {
    const { description, sections } = splitHeader('`<fms-x>`: a thing.\n\nAttributes: `mode` — on or off.\nEvents: `thingpick` — detail {id}.\nParts: `box`.');
    expect(description).toBe('`<fms-x>`: a thing.');
    expect(sections.get('Attribute')).toBe('`mode` — on or off.');
    expect(sections.get('Event')).toBe('`thingpick` — detail {id}.');
    expect(sections.get('Part')).toBe('`box`.');
  });

  it('gives each listed name the text that follows it', () => {
    expect(describeNames('`a` (first), `b` — second; `c`.', ['a', 'b', 'c'])).toEqual(new Map([['a', 'first'], ['b', 'second'], ['c', '']]));
  });
});

describe('descriptions in parentheses', () => {
  it('keep what is inside the first parenthesis and drop what trails it', () => {
    expect(describeNames('`--a` (#fff), and the kit\'s; `--b` (a (nested) note).', ['--a', '--b']))
      .toEqual(new Map([['--a', '#fff'], ['--b', 'a (nested) note']]));
  });
});

/**
 * Issue 23, 4: what each element's code reaches completes its header (scripts/elements/reach.ts).
 * tests/elements/element-contract/manifest.test.ts compares the result with the rendered elements;
 * here, that the reading itself finds what the code holds.
 */
describe('the contract read from the code the elements reach', () => {
  const ROOT = path.resolve(ELEMENTS, '../..');
  const { elements, page } = readContract(ELEMENTS, ROOT);
  const of = (tag: string) => elements.find((d) => d.tag === tag)!;

  it('declares navrequest, with the link target as detail, on the elements whose links go through followLink, and not on those without links', () => {
    for (const tag of ['fms-main-nav', 'fms-user-menu', 'fms-notification-bell', 'fms-sign-in', 'fms-car-detail']) {
      const navrequest = of(tag).events.find((e) => e.name === 'navrequest');
      expect(navrequest?.detail, tag).toMatch(/^\{ path: string; query\?: .*\[key: string\]: unknown|path: string/);
      expect(navrequest?.description, tag).toContain('cancellable');
    }
    for (const tag of ['fms-dtc-advice', 'fms-legal-text', 'fms-hls-player', 'fms-toast-region']) expect(of(tag).events.map((e) => e.name), tag).not.toContain('navrequest');
  });

  it('declares a custom property on every element whose styles read it, described as the header that names it does', () => {
    const readers = elements.filter((d) => d.cssProperties.some((p) => p.name === '--fms-picker-height'));
    expect(readers.length).toBeGreaterThan(20);
    for (const d of readers) expect(d.cssProperties.find((p) => p.name === '--fms-picker-height')?.description, d.tag).toMatch(/320px/);
    expect(of('fms-dtc-advice').cssProperties.map((p) => p.name)).not.toContain('--fms-picker-height');
  });

  it('declares the attributes an element reflects on its own as read-only, without a property', () => {
    expect(of('fms-notification-bell').attributes.find((a) => a.name === 'state')).toMatchObject({ readonly: true, prop: '' });
    expect(of('fms-car-form').attributes.find((a) => a.name === 'dirty')).toMatchObject({ readonly: true });
  });

  it('describes a prop or event the header says nothing of with its JSDoc in the component\'s props (issue 24, 2)', () => {
    expect(of('fms-device-detail').attributes.find((a) => a.name === 'car-uid')?.description).toBe('The car whose devices are shown; without it the user chooses one.');
    expect(of('fms-reset-password').attributes.find((a) => a.name === 'next')?.description).toMatch(/^Periodic mode: where to go afterwards/);
    // The header's words win where it has them.
    expect(of('fms-monitor-map').events.find((e) => e.name === 'carselect')?.description).toContain('{carUid, carNo}');
  });

  it('declares the parts the element\'s own tree writes, not those of an element it composes', () => {
    expect(of('fms-schedule-list').cssParts.map((p) => p.name)).toContain('table');
    // The header composes the bell and the user menu: their button parts are theirs.
    expect(of('fms-app-header').cssParts.map((p) => p.name)).not.toContain('button');
  });

  it('reads window.fmsConsole from FmsConsoleApi and the events dispatched on document', () => {
    const api = page.globals.find((g) => g.name === 'fmsConsole');
    expect(api?.members.find((m) => m.name === 'provideTokens')).toMatchObject({ kind: 'method', parameters: [{ name: 'provider', type: '() => Promise<HostTokens>' }], return: 'Promise<boolean>' });
    expect(api?.members.find((m) => m.name === 'events')).toMatchObject({ kind: 'field', readonly: true });
    // Globals marked @public only: the page's settings, not the bundles' shared state.
    expect(page.globals.map((g) => g.name)).toEqual(['__FMS_CONFIG__', 'fmsConsole']);
    expect(page.globals[0].members.find((m) => m.name === 'allowNavigation')).toMatchObject({ kind: 'field', type: 'boolean | undefined' });
    expect(page.events.find((e) => e.name === 'sessionend')?.detail).toBe("{ reason: 'signOut' | 'expired' }");
  });

  it('writes the page-level API as one more module, and every prop r2wc writes back as reflecting', () => {
    const manifest = toManifest(elements, page) as { modules: Array<{ path: string; declarations: Array<{ name: string; kind: string; events?: Array<{ name: string }>; members?: Array<{ name: string; reflects?: boolean }> }> }> };
    const pageModule = manifest.modules.find((m) => m.path === PAGE_MODULE);
    expect(pageModule?.declarations.map((d) => [d.kind, d.name])).toEqual([['variable', 'window.__FMS_CONFIG__'], ['variable', 'window.fmsConsole'], ['variable', 'document']]);
    expect(pageModule?.declarations[2].events?.map((e) => e.name)).toContain('sessionend');
    const map = manifest.modules.find((m) => m.path === 'elements/fms-monitor-map.js')?.declarations[0];
    expect(map?.members?.map((m) => [m.name, m.reflects])).toEqual([['carUid', true], ['halfMap', true], ['keepView', true]]);
  });

  it('reads custom properties and their fallbacks from CSS text, a templated name as a wildcard', () => {
    expect(cssPropertiesIn('.a { height: var(--fms-picker-height, 320px); color: var(--fms-car-${s}, var(--_x)); }'))
      .toEqual([['--fms-picker-height', '320px'], ['--fms-car-*', 'var(--_x)']]);
  });
});
