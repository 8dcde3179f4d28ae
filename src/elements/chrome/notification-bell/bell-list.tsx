import type { NotificationMessage } from '../../../core/notifications';
import { categoryInfo, entryRelativeTime } from '../../../core/notifications';
import { consoleHref, followInConsole } from '../../shared/chrome/links';
import { CategoryIcon } from '../../shared/ui/category-icon';
import { pathOf } from '../../../core/pages/paths';

export const NOTICE_PATH = pathOf('notice');

export interface BellListProps {
  entries: readonly NotificationMessage[];
  now: number;
  /** Called before a link moves the page, so the panel closes. */
  onLeave: () => void;
}

/**
 * The list view (spec 2.6): at most six entries, each with its category icon, its content and a
 * relative time from createdAt (or time), each a link to /notice; then 查看更多.
 */
export function BellList({ entries, now, onLeave }: BellListProps) {
  return (
    <>
      {entries.length === 0
        ? <p className="bell-empty">今日尚無通知</p>
        : (
          <ul className="bell-entries" aria-label="最新通知">
            {entries.map((entry) => {
              const info = categoryInfo(entry.category);
              return (
                <li key={entry.uid}>
                  <a className="bell-entry" href={consoleHref(NOTICE_PATH)} onClick={(e) => followInConsole(e, onLeave)}>
                    <CategoryIcon icon={info?.icon ?? 'event'} />
                    <span className="bell-entry-text">
                      <span className="visually-hidden">{info?.label ?? '通知'}：</span>
                      <span className="bell-entry-content">{entry.content || entry.title}</span>
                      <span className="bell-entry-time">{entryRelativeTime(entry, now)}</span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      <a className="bell-more" href={consoleHref(NOTICE_PATH)} onClick={(e) => followInConsole(e, onLeave)}>查看更多</a>
    </>
  );
}
