import type { UserRow } from '../../core/api/contract/users';
import { roleLabel } from '../../core/catalogue';
import { permissionName } from '../../core/pages/permission-choices';
import type { DataTableColumn } from '../shared/ui';
import { StatusTag } from '../shared/ui';

/** 已啟用, or 未啟用 until the activation link is opened (or after an admin disabled the account). */
export const enabledText = (user: Pick<UserRow, 'enabled'>) => (user.enabled ? '已啟用' : '未啟用');

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
  { key: 'enabled', header: '狀態', cell: (u) => <span className="nowrap"><StatusTag tone={u.enabled ? 'success' : 'warning'}>{enabledText(u)}</StatusTag></span> },
];
