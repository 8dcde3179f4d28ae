import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { UserList } from './user-list';

/**
 * `<fms-user-list>`: the enterprise's accounts (POST users/v0/list, P_P07), oldest first: search by
 * account, name, mobile or e-mail, filter by role and state, rows per page and pages; each row with
 * its role, department, contact, permission codes (named by their menu items) and state. 刪除
 * (one or the selection) confirms by account name; 重設密碼 confirms and sends an OTP or sets a
 * temporary password (users/v0/reset-pwd); 重寄啟用連結 for accounts not yet activated
 * (users/v0/resend-verify). Each action shows only with its endpoint's code.
 *
 * Attributes: none.
 * Events: `useradd` — detail {}: 新增帳號 was pressed (the host shows `<fms-user-form>`);
 * `useredit` — detail {uid, name}: 編輯 was pressed on that account.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list card), `table` (the accounts table).
 */
export const FmsUserList = toElement(UserList, {
  shadow: 'open',
  events: { onUserAdd: { bubbles: true, composed: true }, onUserEdit: { bubbles: true, composed: true } },
});

defineElement('fms-user-list', FmsUserList);
