import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readElements, toManifest } from '../../../scripts/elements/manifest';

/**
 * Issue 9, events: each event's detail is typed once, in the element's React component, and the
 * custom-elements manifest carries that type for hosts without TypeScript. Read by the compiler, so
 * a detail changed in the component changes here without anyone editing the manifest.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
// One compiler program for the whole file: it takes seconds.
const docs = readElements(path.join(ROOT, 'src/elements'), ROOT);
const detailOf = (tag: string, event: string) => docs.find((d) => d.tag === tag)?.events.find((e) => e.name === event)?.detail;

describe('event detail types', () => {
  it('gives every event of every element a detail type the compiler could read', () => {
    const events = docs.flatMap((d) => d.events.map((e) => ({ where: `${d.tag} ${e.name}`, detail: e.detail })));
    expect(events.length).toBeGreaterThan(10);
    for (const { where, detail } of events) {
      expect(detail, where).toBeDefined();
      expect(detail, where).not.toMatch(/\b(any|unknown)\b/);
    }
  });

  it('writes object details out by their fields, not by the name of their interface', () => {
    expect(detailOf('fms-monitor-map', 'carselect')).toBe('{ carUid: string; carNo: string }');
    expect(detailOf('fms-monitor-map', 'followchange')).toBe('{ carUid: string; following: boolean }');
    expect(detailOf('fms-user-menu', 'sessionend')).toBe("{ reason: 'signOut' | 'expired' }");
    expect(detailOf('fms-otp-verify', 'otpverify')).toBe("{ mode: 'reset' | 'activation' }");
  });

  it('puts the detail in the manifest as CustomEvent<detail>', () => {
    const manifest = toManifest(docs) as { modules: Array<{ declarations: Array<{ tagName: string; events: Array<{ name: string; type: { text: string } }> }> }> };
    const map = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'fms-monitor-map');
    expect(map?.events.find((e) => e.name === 'carselect')?.type.text).toBe('CustomEvent<{ carUid: string; carNo: string }>');
  });
}, 60_000);
