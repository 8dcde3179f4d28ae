import { useState } from 'react';
import { createOption, deleteOptions, listOptions, updateOption } from '../../../core/api/options';
import { options as optionsApi, type OptionCategory, type OptionRow } from '../../../core/api/contract/options';
import { formatTaipei } from '../../../core/format';
import { OPTION_CATEGORIES } from '../../../core/catalogue/work';
import { createListResource, createMutation, pageOf, refreshOptions, type OptionsName } from '../../../core/resource';
import { Notice } from '../../shared/account/notices';
import { Button } from '../../shared/ui';
import { ListPage, useCanCall, type FilterField } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { OptionDeleteDialog } from './option-delete-dialog';
import { OptionNameDialog } from './option-name-dialog';

/** The option kinds of the settings page, with the shared store each one refreshes after a change. */
export const OPTION_KINDS: ReadonlyArray<{ category: OptionCategory; label: string; store: OptionsName }> = [
  { category: 'department', label: OPTION_CATEGORIES.department.label, store: 'departments' },
  { category: 'task', label: OPTION_CATEGORIES.task.label, store: 'taskKinds' },
  { category: 'maintenance', label: OPTION_CATEGORIES.maintenance.label, store: 'maintenanceKinds' },
];

type Filters = { keyword?: string };
const FILTERS: FilterField<Filters>[] = [{ key: 'keyword', label: '名稱', kind: 'text', maxLength: 40 }];

type Editing = { mode: 'add' } | { mode: 'rename'; row: OptionRow } | null;

/** One option kind: its list with usage, 新增, 重新命名 and 刪除 (usage shown first). */
export function OptionListPanel({ category, label, store }: { category: OptionCategory; label: string; store: OptionsName }) {
  const list = useResource(() => createListResource<OptionRow, Filters>({
    load: async (q) => pageOf(await listOptions({ category, keyword: q.filters.keyword || undefined, offset: q.offset, limit: q.limit })),
  }));
  const create = useResource(() => createMutation((name: string) => createOption({ category, name })));
  const rename = useResource(() => createMutation(({ uid, name }: { uid: string; name: string }) => updateOption(uid, { name })));
  const remove = useResource(() => createMutation((uids: string[]) => deleteOptions(uids), '刪除失敗，請稍後再試。'));
  const canDelete = useCanCall(optionsApi.remove);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OptionRow | null>(null);
  const [notice, setNotice] = useState('');

  /** The list here and every select elsewhere (the shared option store) show the change at once. */
  async function changed(message: string) {
    setNotice(message);
    await Promise.all([list.reload(), refreshOptions(store)]);
  }

  const columns = [
    { key: 'name', header: '名稱', cell: (row: OptionRow) => <span className="option-name">{row.name}</span> },
    {
      key: 'usage', header: '使用中', width: 160,
      cell: (row: OptionRow) => (row.usage > 0 ? `${row.usage} 筆${OPTION_CATEGORIES[row.category].usedBy}` : '未使用'),
    },
    { key: 'createdAt', header: '建立日期', width: 120, cell: (row: OptionRow) => formatTaipei(row.createdAt, 'YYYY-MM-DD') },
    ...(canDelete ? [{
      key: 'delete', header: '刪除', width: 90,
      cell: (row: OptionRow) => <Button small variant="danger" aria-label={`刪除${label}「${row.name}」`} onClick={() => setDeleting(row)}>刪除</Button>,
    }] : []),
  ];

  const renaming = editing?.mode === 'rename' ? editing.row : null;

  return (
    <>
      {notice && <Notice tone="success"><p>{notice}</p></Notice>}
      {/* One of several tabs: its page and filter would be read by the next tab's list. */}
      <ListPage heading={`${label}列表`} headingLevel={3} resource={list} columns={columns} filters={FILTERS} keepInUrl={false}
        rowKey={(row) => row.uid} rowName={(row) => row.name}
        create={{ endpoint: optionsApi.create, label: `新增${label}`, onCreate: () => setEditing({ mode: 'add' }) }}
        edit={{ endpoint: optionsApi.update, label: '重新命名', onEdit: (row) => setEditing({ mode: 'rename', row }) }} />
      {editing && (
        <OptionNameDialog open heading={renaming ? `重新命名${label}` : `新增${label}`} kindLabel={label}
          initialName={renaming?.name ?? ''} onClose={() => setEditing(null)}
          onSave={async (name) => {
            const result = renaming ? await rename.send({ uid: renaming.uid, name }) : await create.send(name);
            if (result.ok) await changed(renaming ? `已將「${renaming.name}」改名為「${name}」。` : `已新增${label}「${name}」。`);
            return result;
          }} />
      )}
      {deleting && (
        <OptionDeleteDialog option={deleting} kindLabel={label} onClose={() => setDeleting(null)}
          onDelete={async (row) => {
            const result = await remove.send([row.uid]);
            if (result.ok) await changed(`已刪除${label}「${row.name}」。`);
            return result;
          }} />
      )}
    </>
  );
}
