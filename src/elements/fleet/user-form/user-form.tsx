import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { users, type DriverRow, type UserRow } from '../../../core/api/contract/users';
import { createUser, getUser, updateUser } from '../../../core/api/users';
import { $departmentOptions, createMutation, unwrap } from '../../../core/resource';
import { $currentUser } from '../../../core/session';
import { ROLE_CHOICES } from '../../../core/catalogue';
import { Button, FieldError, showToast, SPINNER_CSS, ToastRegion, TOAST_CSS, uiCss } from '../../shared/ui';
import { EndpointForm, PAGE_KIT_CSS, useCanCall, useItemForm, type FormFieldSpec } from '../../shared/ui/page-kit';
import { STATUS_MESSAGES } from '../../../core/api/contract/status';
import { useResource } from '../../shared/ui/use-resource';
import { PermissionPicker, PERMISSION_PICKER_CSS } from './permission-picker';
import { ACCOUNT_SWITCH_CSS, AccountSwitchRow } from '../shared/account-switch';
import {
  checkAccountName, checkEmail, checkMobile, checkPassword, LICENSE_OPTIONS, newUserValues, sameUserValues, toCreateInput, toUpdateInput,
  valuesOfUser, type UserValues,
} from './user-fields';

export interface UserFormProps {
  /** The account to edit; empty: a new account. */
  userUid?: string;
  /** A driver's form (/driver/management): role driver, licence fields, the server's driver codes. */
  driver?: boolean;
  onUserSave?: (detail: { uid: string; name: string; zhName: string; created: boolean }) => void;
  /** Same detail as fms-car-form's editcancel (one event name, one detail). */
  onEditCancel?: () => void;
}

interface FieldOptions {
  creating: boolean;
  driver: boolean;
  grantable: readonly string[];
}

/** The form's fields, declared once: a new account adds its name and initial password; a driver's licence replaces the codes. */
function userFields({ creating, driver, grantable }: FieldOptions): FormFieldSpec<UserValues>[] {
  return [
    ...(creating
      ? [
        { name: 'name', label: '帳號', kind: 'text', required: true, maxLength: 32, autoComplete: 'off', hint: '登入用，4 至 32 個英文字母、數字或 . _ -。', validate: checkAccountName },
        { name: 'password', label: '初始密碼', kind: 'password', required: true, hint: '帳號啟用後以此密碼登入，首次登入須變更密碼。', validate: checkPassword },
      ] satisfies FormFieldSpec<UserValues>[]
      : []),
    { name: 'zhName', label: '姓名', kind: 'text', required: true, maxLength: 30 },
    ...(driver ? [] : [{ name: 'role', label: '角色', kind: 'select', required: true, options: ROLE_CHOICES } satisfies FormFieldSpec<UserValues>]),
    { name: 'mobile', label: '手機號碼', kind: 'tel', maxLength: 10, placeholder: '0912345678', validate: checkMobile },
    {
      name: 'email', label: '電子郵件', kind: 'email', maxLength: 100, hint: creating ? '啟用連結寄到電子郵件，沒有時寄到手機。' : undefined,
      validate: (value, values) => checkEmail(value, values, creating),
    },
    { name: 'departmentUid', label: '部門', kind: 'select', options: $departmentOptions, placeholder: '不指定' },
    { name: 'employeeNo', label: '員工編號', kind: 'text', maxLength: 20 },
    ...(driver
      ? [
        { name: 'licenseClass', label: '駕照類別', kind: 'select', options: LICENSE_OPTIONS, placeholder: '不指定' },
        { name: 'licenseExpiry', label: '駕照到期日', kind: 'date' },
        { name: 'hireDate', label: '到職日', kind: 'date' },
      ] satisfies FormFieldSpec<UserValues>[]
      : [{
        name: 'codes', label: '權限', kind: 'custom', required: true,
        render: (field) => <PermissionPicker {...field} grantable={grantable} />,
      } satisfies FormFieldSpec<UserValues>]),
  ];
}

/** Adds an account or changes one (spec 2.11 'users', 7.5): POST users/v0 or PUT users/v0/{uid}. */
export function UserForm({ userUid = '', driver = false, onUserSave, onEditCancel }: UserFormProps) {
  const creating = !userUid;
  const { auth } = useStore($currentUser);
  const fields = useMemo(() => userFields({ creating, driver, grantable: auth }), [creating, driver, auth]);
  const create = useResource(() => createMutation((values: UserValues) => createUser(toCreateInput(values, driver))));
  const update = useResource(() => createMutation((values: UserValues) => updateUser(userUid, toUpdateInput(values, driver))));
  const [initialNew] = useState(() => newUserValues(driver));
  const noun = driver ? '駕駛' : '帳號';
  const cancel = () => onEditCancel?.();
  const back = <Button small onClick={cancel}>返回</Button>;
  const item = useItemForm<DriverRow>({ load: userUid ? async () => unwrap(await getUser(userUid)) : null, loadingText: `讀取${noun}資料…`, errorActions: back });
  const loaded = item.record;
  const heading = creating ? `新增${noun}` : `編輯${noun}${loaded ? `：${loaded.name}` : ''}`;

  function done(row: UserRow) {
    showToast(creating ? `已新增${noun} ${row.name}，啟用連結已寄出。` : `已儲存${noun} ${row.name}。`, 'success');
    onUserSave?.({ uid: row.uid, name: row.name, zhName: row.zhName, created: creating });
  }

  const allowed = useCanCall(creating ? users.create : users.update);

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, SPINNER_CSS, TOAST_CSS, PERMISSION_PICKER_CSS, ACCOUNT_SWITCH_CSS, USER_FORM_CSS)}</style>
      <section className="user-form" part="base" aria-labelledby="user-form-title">
        <h2 id="user-form-title">{heading}</h2>
        {!allowed && (
          <div className="load-error">
            <FieldError>{STATUS_MESSAGES[4030001]}</FieldError>
            <Button onClick={cancel}>返回</Button>
          </div>
        )}
        {allowed && item.status}
        {allowed && !creating && loaded && (
          // Disabling or enabling acts at once, apart from the form's fields (issue 22, 12).
          <AccountSwitchRow key={`switch-${loaded.uid}`} user={loaded} />
        )}
        {allowed && item.ready && (
          // Unsaved changes are asked about before leaving (取消, a console link, the back button, the tab); `dirty` tells the host.
          <EndpointForm key={loaded?.uid ?? 'new'} label={heading} endpoint={creating ? users.create : users.update} fields={fields}
            initialValues={loaded ? valuesOfUser(loaded) : initialNew} mutation={creating ? create : update}
            guardLeave={{ same: sameUserValues, askOnCancel: true, reflect: true }} onCancel={cancel} onSuccess={done} />
        )}
      </section>
      <ToastRegion />
    </>
  );
}

const USER_FORM_CSS = `
:host { display: block; }
.user-form { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-1); padding: var(--_space-4); min-width: 0; }
.user-form h2 { margin: 0 0 var(--_space-3); font-size: 1.25em; overflow-wrap: anywhere; }
.user-form .endpoint-form { max-width: 48em; }
.load-error { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); }
@media (max-width: 480px) { .user-form { padding: var(--_space-2); } }
`;
