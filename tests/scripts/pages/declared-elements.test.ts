import { describe, expect, it } from 'vitest';
import { elementDeclarations } from '../../../scripts/elements/generate';
import { PAGES } from '../../../src/core/pages';
import { PAGE_DETAILS, type PageDetail } from '../../../src/core/pages/details';
import type { PageElement } from '../../../src/core/pages/page-wiring';

/**
 * Issue 24, 1: a page declares its element, attributes and events (core/pages/details.ts); the
 * generic application (src/apps/page) mounts it from that alone. Every name must be one the
 * element declares (the source of the generated element-types.ts): tsc checks the events too
 * (src/apps/page/declared-events.ts), this test also the tags and attributes, and says which.
 */
const DOCS = new Map(elementDeclarations('src/elements').map((doc) => [doc.tag, doc]));

function declaredElements(detail: PageDetail): PageElement[] {
  const own = detail.element ? [{ element: detail.element, attributes: detail.attributes, events: detail.events }] : [];
  return [...own, ...(detail.views ?? []), ...(detail.tabs?.items ?? []), ...(detail.more?.elements ?? [])];
}

describe('every page names elements, attributes and events that exist', () => {
  const pages = Object.entries(PAGE_DETAILS) as [string, PageDetail][];

  it('each declared element is a registered element of src/elements', () => {
    const missing = pages.flatMap(([id, detail]) => declaredElements(detail).filter((e) => !DOCS.has(e.element)).map((e) => `${id}: ${e.element}`));
    expect(missing).toEqual([]);
  });

  it('each attribute a page sets is one its element takes', () => {
    const wrong = pages.flatMap(([id, detail]) => declaredElements(detail).flatMap((e) => {
      const known = new Set(DOCS.get(e.element)?.attributes.map((a) => a.name));
      return Object.keys(e.attributes ?? {}).filter((name) => !known.has(name)).map((name) => `${id}: ${e.element} ${name}`);
    }));
    expect(wrong).toEqual([]);
  });

  it('each event a page follows is one its element dispatches (its event map)', () => {
    const wrong = pages.flatMap(([id, detail]) => declaredElements(detail).flatMap((e) => {
      const known = new Set(DOCS.get(e.element)?.events.map((ev) => ev.name));
      return Object.keys(e.events ?? {}).filter((name) => !known.has(name)).map((name) => `${id}: ${e.element} ${name}`);
    }));
    expect(wrong).toEqual([]);
  });

  it('a page of the generic application shows something: an element or tabs', () => {
    const empty = PAGES.filter((page) => page.app === 'page').filter((page) => {
      const detail: PageDetail = PAGE_DETAILS[page.id];
      return !detail.element && !detail.tabs;
    });
    expect(empty.map((page) => page.id)).toEqual([]);
  });
});
