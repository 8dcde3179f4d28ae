import { useState } from 'react';
import { users, type Role, type UserRow } from '../../../core/api/contract/users';
import { deleteUsers, listUsers } from '../../../core/api/users';
import { ACCOUNT_STATUS_CHOICES, accountStatusFilter, ROLE_CHOICES } from '../../../core/catalogue';
import { createListResource, createMutation, pageOf } from '../../../core/resource';
import { TOAST_CSS, ToastRegion, uiCss } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, type FilterField } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { AccountActionButtons, AccountActionDialog, type AccountAction } from './account-actions';
import { USER_COLUMNS } from './user-columns';

export interface UserListProps {
  onUserAdd?: (detail: Record<string, never>) => void;
  onUserEdit?: (detail: { uid: string; name: string }) => void;
}

interface UserFilters {
  keyword?: string;
  role?: string;
  enabled?: string;
}

const FILTERS: readonly FilterField<UserFilters>[] = [
  { key: 'keyword', label: '關鍵字', kind: 'text', placeholder: '帳號、姓名、手機或電子郵件', maxLength: 40 },
  { key: 'role', label: '角色', kind: 'select', options: ROLE_CHOICES, allLabel: '全部角色' },
  { key: 'enabled', label: '狀態', kind: 'select', options: ACCOUNT_STATUS_CHOICES, allLabel: '全部狀態' },
];

/** The accounts page (spec 2.11 'users', 7.5; /userManagement, P_P07): oldest first, as the server orders them. */
export function UserList({ onUserAdd, onUserEdit }: UserListProps) {
  const list = useResource(() => createListResource<UserRow, UserFilters>({
    load: async (q) => pageOf(await listUsers({
      keyword: q.filters.keyword, role: q.filters.role as Role | undefined, ...accountStatusFilter(q.filters.enabled),
      offset: q.offset, limit: q.limit,
    })),
  }));
  const remove = useResource(() => createMutation(deleteUsers));
  const [action, setAction] = useState<AccountAction>(null);
  const columns = [
    ...USER_COLUMNS,
    { key: 'account', header: '帳號作業', cell: (u: UserRow) => <AccountActionButtons user={u} onAction={setAction} /> },
  ];

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, TOAST_CSS, USER_LIST_CSS)}</style>
      <div className="user-list" part="base">
        <ListPage heading="帳號管理" resource={list} columns={columns} filters={FILTERS} rowKey={(u) => u.uid} rowName={(u) => u.name}
          create={{ endpoint: users.create, label: '新增帳號', onCreate: () => onUserAdd?.({}) }}
          edit={{ endpoint: users.update, onEdit: (u) => onUserEdit?.({ uid: u.uid, name: u.name }) }}
          remove={{ endpoint: users.remove, mutation: remove, heading: '刪除帳號' }} />
      </div>
      <AccountActionDialog action={action} onClose={() => setAction(null)} onChanged={() => void list.reload()} />
      <ToastRegion />
    </>
  );
}

const USER_LIST_CSS = `
:host { display: block; }
.user-list { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-1); padding: var(--_space-4); min-width: 0; }
.codes { display: inline-block; max-width: 22em; overflow-wrap: anywhere; font-size: 0.9em; }
.contact { overflow-wrap: anywhere; }
.nowrap { white-space: nowrap; }
@media (max-width: 480px) { .user-list { padding: var(--_space-2); } }
`;
