import { expect } from '@esm-bundle/chai';
import { checkNewPassword, isStrongPassword, PASSWORD_RULE } from '../../../../src/elements/shared/account/password-rule';
import { placeServerError } from '../../../../src/elements/shared/account/server-errors';

describe('shared/account: the password rule and server errors', () => {
  it('accepts 8 to 64 characters with a letter and a digit, and nothing else', () => {
    const table: Array<[string, boolean]> = [
      ['abc12345', true], ['ABCDEFG1', true], ['abcdefgh', false], ['12345678', false], ['ab12', false], [`a1${'x'.repeat(62)}`, true], [`a1${'x'.repeat(63)}`, false],
    ];
    for (const [password, ok] of table) expect(isStrongPassword(password), password).to.equal(ok);
  });

  it('names each problem of a new password: missing, weak, same as the old one, not confirmed', () => {
    expect(checkNewPassword({ password: '', confirm: '' })).to.deep.equal({ password: '請輸入新密碼。', confirm: '請再次輸入新密碼。' });
    expect(checkNewPassword({ password: 'short', confirm: 'short' }).password).to.equal(PASSWORD_RULE);
    expect(checkNewPassword({ password: 'Same2026x', confirm: 'Same2026x', oldPassword: 'Same2026x' }).password).to.equal('新密碼不可與目前的密碼相同。');
    expect(checkNewPassword({ password: 'Good2026x', confirm: 'Good2026y' }).confirm).to.equal('兩次輸入的密碼不一致。');
    expect(checkNewPassword({ password: 'Good2026x', confirm: 'Good2026x', oldPassword: '' }).oldPassword).to.equal('請輸入目前的密碼。');
  });

  it('puts a server error next to the field it names, with the field path replaced by its label', () => {
    const fields = { 'admin.email': { name: 'email' as const, label: '電子郵件' } };
    expect(placeServerError({ status: 4000001, field: 'admin.email', message: 'admin.email 格式不正確。' }, fields))
      .to.deep.equal({ field: 'email', message: '電子郵件 格式不正確。' });
    expect(placeServerError({ status: 4290001, message: '' }, fields)).to.deep.equal({ message: '嘗試次數過多，請稍後再試。' });
  });
});
