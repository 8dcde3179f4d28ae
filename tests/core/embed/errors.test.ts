import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedErrorText, logEmbedError } from '../../../src/core/embed/errors';

describe('named embedding errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the code, what happened and the fix', () => {
    expect(embedErrorText('unknown-tag', '<fms-x> is not an element of the console.', 'Check the tag name.'))
      .toBe('[fms] unknown-tag: <fms-x> is not an element of the console. Check the tag name.');
  });

  it('logs one error per code and subject', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(logEmbedError('unknown-tag', 'a', 'b', 'fms-x')).toBe(true);
    expect(logEmbedError('unknown-tag', 'a', 'b', 'fms-x')).toBe(false);
    expect(logEmbedError('unknown-tag', 'a', 'b', 'fms-y')).toBe(true);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenLastCalledWith('[fms] unknown-tag: a b');
  });
});
