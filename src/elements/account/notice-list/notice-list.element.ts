import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { NoticeList } from './notice-list';

/**
 * `<fms-notice-list>`: the signed-in user's notifications (POST message/v0/list): filter by
 * category (all ten) and date range (Taipei days, last 30 days by default), server paging with
 * rows per page, and marking entries read (POST message/v0/read). Entries show the category icon
 * and label, title, content, and the relative and absolute time.
 *
 * Attributes: none.
 * Events: none.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the notices section), `table` (the notices table).
 */
export const FmsNoticeList = toElement(NoticeList, { shadow: 'open' });

defineElement('fms-notice-list', FmsNoticeList);
