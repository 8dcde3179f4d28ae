import { categoryInfo, entryTime } from '../../../core/notifications';
import type { NotificationMessage } from '../../../core/api/contract/message';
import { formatTaipei, relativeTime } from '../../../core/format';
import { Button, type DataTableColumn } from '../../shared/ui';
import { CategoryIcon } from '../../shared/ui/category-icon';

/** The columns of the notice table: category (icon and label), the message, its time, and read state. */
export function noticeColumns(now: number, onRead: (uid: string) => void): DataTableColumn<NotificationMessage>[] {
  return [
    {
      key: 'category', header: '類別', width: 130,
      cell: (row) => {
        const info = categoryInfo(row.category);
        return <span className="category"><CategoryIcon icon={info?.icon ?? 'event'} />{info?.label ?? `類別 ${row.category}`}</span>;
      },
    },
    {
      key: 'message', header: '內容',
      cell: (row) => (
        <div className={row.read ? 'message' : 'message unread'}>
          <span className="title">{row.title}</span>
          {row.content && row.content !== row.title && <span className="content">{row.content}</span>}
        </div>
      ),
    },
    {
      key: 'time', header: '時間', width: 170,
      cell: (row) => {
        const at = entryTime(row);
        if (at === undefined) return '—';
        return <time dateTime={new Date(at).toISOString()}><span className="relative">{relativeTime(at, now)}</span><span className="absolute">{formatTaipei(at, 'YYYY-MM-DD HH:mm:ss')}</span></time>;
      },
    },
    {
      key: 'read', header: '狀態', width: 130, align: 'center',
      cell: (row) => (row.read
        ? <span className="read-tag">已讀</span>
        : <Button small onClick={() => onRead(row.uid)} aria-label={`將「${row.title}」標為已讀`}>標為已讀</Button>),
    },
  ];
}
