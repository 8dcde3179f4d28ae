import type { UserRow } from '../../../core/api/contract/users';
import { ACCOUNT_STATUS_LABELS, accountStatusOf, roleLabel } from '../../../core/catalogue';
import { permissionName } from '../../../core/pages/permission-choices';
import type { DataTableColumn } from '../../shared/ui';
import { AccountStatusTag } from '../shared/account-switch';

/** 已啟用; 未啟用 until the activation link is opened; 已停用 after an administrator disabled it (issue 22, 12). */
export const enabledText = (user: Pick<UserRow, 'enabled' | 'activated'>) => ACCOUNT_STATUS_LABELS[accountStatusOf(user)];

/** The codes as the list shows them: by menu name (P_P15, P_P41 by code), in the order of the form. */
export function codesText(codes: readonly string[]): string {
  return codes.length ? codes.map(permissionName).join('、') : '無';
}

export const USER_COLUMNS: readonly DataTableColumn<UserRow>[] = [
  { key: 'name', header: '帳號', cell: (u) => <span className="nowrap">{u.name}</span> },
  { key: 'zhName', header: '姓名', cell: (u) => <span className="nowrap">{u.zhName}</span> },
  { key: 'role', header: '角色', cell: (u) => <span className="nowrap">{roleLabel(u.role)}</span> },
  { key: 'department', header: '部門', cell: (u) => u.departmentName ?? '—' },
  { key: 'contact', header: '聯絡方式', cell: (u) => <span className="contact">{[u.mobile, u.email].filter(Boolean).join(' / ') || '—'}</span> },
  { key: 'codes', header: '權限', cell: (u) => <span className="codes">{codesText(u.codes)}</span> },
  { key: 'enabled', header: '狀態', cell: (u) => <span className="nowrap"><AccountStatusTag user={u} /></span> },
];
