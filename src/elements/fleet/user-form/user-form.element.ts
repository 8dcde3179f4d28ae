import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { UserForm } from './user-form';

/**
 * `<fms-user-form>`: adds an account (POST users/v0: account name, initial password, name, role,
 * mobile or e-mail for the activation link, department, employee number and the permission codes
 * grouped by the menu groups of spec 2.4) or edits one (`user-uid`, PUT users/v0/{uid}). With
 * `driver`, a driver's form: no role or codes (the server gives drivers theirs), licence fields
 * instead. Required fields carry the red star; the server's field error shows on its field; nothing
 * typed is lost; 取消 with unsaved changes asks first.
 *
 * Attributes: `user-uid` (the account to edit; absent: a new one); `driver` (boolean: a driver's form);
 * `dirty` — read-only, present while the form holds unsaved changes.
 * Events: `usersave` — detail {uid, name, zhName, created}: the account was saved; `editcancel` —
 * detail undefined: the user left the form (after 放棄變更 when changes were unsaved).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the form card).
 */
export const FmsUserForm = toElement(UserForm, {
  shadow: 'open',
  props: { userUid: 'string', driver: 'boolean' },
  events: { onUserSave: { bubbles: true, composed: true }, onEditCancel: { bubbles: true, composed: true } },
});

defineElement('fms-user-form', FmsUserForm);
