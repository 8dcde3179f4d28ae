import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { UserProfile } from './user-profile';

/**
 * `<fms-user-profile>`: the signed-in user's own profile (GET / PATCH my-profile/v0, P_P36):
 * account name, enterprise and role read-only; 姓名, 手機號碼 and 電子郵件 editable. After a save
 * the token is refreshed so the header shows the new name.
 *
 * Attributes: none.
 * Events: `profilesave` — detail {zhName, mobile, email}: the saved values.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the form card).
 */
export const FmsUserProfile = toElement(UserProfile, {
  shadow: 'open',
  events: { onProfileSave: { bubbles: true, composed: true } },
});

defineElement('fms-user-profile', FmsUserProfile);
