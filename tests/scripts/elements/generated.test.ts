import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { elementFiles } from '../../../scripts/elements/element-files';
import { GENERATE_COMMAND, generatedFiles, JSX_FILE, staleFiles, TYPES_FILE, writeGenerated } from '../../../scripts/elements/generate';

/**
 * Issue 24, 2: an element's public API is declared once (its component's props and its
 * `.element.ts`); element-types.ts and the JSX tag types are generated from it. They are committed
 * (TypeScript needs them while editing), so this test regenerates them in memory and fails when the
 * committed text differs, naming the command that refreshes them.
 */
const ELEMENTS = path.resolve(import.meta.dirname, '../../../src/elements');

const dir = mkdtempSync(path.join(tmpdir(), 'fms-generated-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

/** A registration module as every element writes one. */
const elementModule = (className: string, tag: string, options: string) => `import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { Thing } from './thing';

/** <${tag}>: a test element. Events: \`thingopen\` — detail {uid}. */
export const ${className} = toElement(Thing, ${options});

defineElement('${tag}', ${className});
`;

describe('generated element types', () => {
  it(`are up to date (run \`${GENERATE_COMMAND}\` when this fails)`, () => {
    const stale = staleFiles(ELEMENTS);
    expect(stale, `src/elements/${stale.join(', src/elements/')} stale: run \`${GENERATE_COMMAND}\` and commit the result`).toEqual([]);
  });

  it('name every element of src/elements once, and no other hand-written tag type remains', () => {
    const files = generatedFiles(ELEMENTS);
    const tags = elementFiles(ELEMENTS).map((file) => /defineElement\('(fms-[\w-]+)'/.exec(readFileSync(file, 'utf8'))?.[1]);
    expect(tags.length).toBeGreaterThan(60);
    for (const tag of tags) {
      expect(files.get(TYPES_FILE), tag).toContain(`    '${tag}': `);
      expect(files.get(JSX_FILE), tag).toContain(`      '${tag}': FmsJsx<`);
    }
    const declaringTags = readdirSync(ELEMENTS, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && /interface IntrinsicElements/.test(readFileSync(path.join(ELEMENTS, file), 'utf8')));
    expect(declaringTags).toEqual([JSX_FILE]);
  });

  it('find elements by *.element.ts at any depth, and tell a stale file from a fresh one', () => {
    write('live/fake-map/fake-map.element.ts', elementModule('FmsFakeMap', 'fms-fake-map',
      "{ shadow: 'open', props: { carUid: 'string', halfMap: 'boolean', options: 'json' }, events: { onThingOpen: { bubbles: true, composed: true } } }"));
    write('fake-bell/fake-bell.element.ts', elementModule('FmsFakeBell', 'fms-fake-bell', "{ shadow: 'open' }"));
    const files = generatedFiles(dir);
    const types = files.get(TYPES_FILE)!;
    const jsx = files.get(JSX_FILE)!;
    expect(types).toContain("import type { FmsFakeMap } from './live/fake-map/fake-map.element';");
    expect(types).toContain("    'fms-fake-map': FmsFakeMapElement;");
    expect(types).toContain('EventsOf<typeof FmsFakeMap>');
    // An element without events adds nothing to the event map.
    expect(types).not.toContain('EventsOf<typeof FmsFakeBell>');
    expect(jsx).toContain("'fms-fake-map': FmsJsx<typeof FmsFakeMap, { 'car-uid'?: InstanceType<typeof FmsFakeMap>['carUid']; 'half-map'?: boolean }>;");
    expect(jsx).toContain("'fms-fake-bell': FmsJsx<typeof FmsFakeBell>;");
    // Tags sorted, whatever the folders.
    expect(types.indexOf("'fms-fake-bell'")).toBeLessThan(types.indexOf("'fms-fake-map'"));

    expect(staleFiles(dir)).toEqual([TYPES_FILE, JSX_FILE]);
    expect(writeGenerated(dir)).toEqual([TYPES_FILE, JSX_FILE]);
    expect(staleFiles(dir)).toEqual([]);
    // A prop added to the declaration makes both files stale again.
    write('fake-bell/fake-bell.element.ts', elementModule('FmsFakeBell', 'fms-fake-bell', "{ shadow: 'open', props: { bellState: 'string' } }"));
    expect(staleFiles(dir)).toEqual([JSX_FILE]);
    rmSync(path.join(dir, 'live'), { recursive: true });
    expect(staleFiles(dir)).toEqual([TYPES_FILE, JSX_FILE]);
  });

  it('refuse two elements with one tag', () => {
    write('twin/twin.element.ts', elementModule('FmsTwin', 'fms-fake-bell', "{ shadow: 'open' }"));
    expect(() => generatedFiles(dir)).toThrow(/same tag or class/);
  });
});
