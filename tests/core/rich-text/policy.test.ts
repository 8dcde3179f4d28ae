import { describe, expect, it } from 'vitest';
import { isSafeHref } from '../../../src/core/rich-text';
import { HREF_CASES } from './sanitize-cases';

/** Issue 22, 22: a console path is `/` and then neither `/` nor `\`, whatever a URL parser would drop. */
describe('isSafeHref', () => {
  it.each(HREF_CASES)('%j → %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
