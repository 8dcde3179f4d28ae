import type { ReactNode } from 'react';
import { InboxIcon } from './icons';

export interface EmptyStateProps {
  /** The main line; defaults to 暫無資料 ('no data', spec 2.11). */
  heading?: string;
  /** A second line that says why, or what to do. */
  description?: ReactNode;
  /** A button or link that helps, such as 新增車輛 or 清除篩選. */
  action?: ReactNode;
  /** Replaces the default inbox icon; pass null for none. */
  icon?: ReactNode;
}

/** What a list, table or panel shows when it has nothing to show. */
export function EmptyState({ heading = '暫無資料', description, action, icon }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon === undefined ? <InboxIcon /> : icon}
      <p className="empty-heading">{heading}</p>
      {description && <p className="empty-description">{description}</p>}
      {action && <div className="empty-action">{action}</div>}
    </div>
  );
}

export const EMPTY_STATE_CSS = `
.empty-state { display: flex; flex-direction: column; align-items: center; gap: var(--_space-1); padding: var(--_space-6) var(--_space-4); color: var(--_muted); text-align: center; }
.empty-heading { margin: 0; font-weight: 600; color: var(--_text); }
.empty-description { margin: 0; }
.empty-action { margin-top: var(--_space-2); }
`;
