import { describe, expect, it } from 'vitest';
import { accountStatusFilter, accountStatusOf, ACCOUNT_STATUS_LABELS } from '../../../src/core/catalogue/account-status';

describe('account status (issue 22, 12)', () => {
  it.each([
    [{ enabled: true, activated: true }, 'active', '已啟用'],
    [{ enabled: false, activated: true }, 'disabled', '已停用'],
    [{ enabled: false, activated: false }, 'pending', '未啟用'],
    [{ enabled: true }, 'active', '已啟用'],
    [{ enabled: false }, 'pending', '未啟用'],
  ])('%j is %s (%s)', (user, status, label) => {
    expect(accountStatusOf(user)).toBe(status);
    expect(ACCOUNT_STATUS_LABELS[accountStatusOf(user)]).toBe(label);
  });

  it.each([
    ['active', { enabled: true }],
    ['disabled', { enabled: false, activated: true }],
    ['pending', { enabled: false, activated: false }],
    [undefined, {}],
    ['other', {}],
  ])('the list filter of %s is %j', (status, filter) => {
    expect(accountStatusFilter(status)).toEqual(filter);
  });
});
