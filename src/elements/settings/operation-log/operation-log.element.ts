import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { OperationLog } from './operation-log';

/**
 * `<fms-operation-log>`: the enterprise's operation log (spec 2.11 'operation log list', 7.6
 * log-operation/v0/list; /log, P_P19). Every change made in the console, newest first: time,
 * operator, action and target (with the fields changed). Filters: 操作人員 (who), 操作內容 (what:
 * the action or its target), 起日 and 迄日 (when; the 30 days ending today by default, Asia/Taipei,
 * from the clock); rows per page and pages.
 *
 * Attributes: none.
 * Events: none.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the log page), `table` (the log table).
 */
export const FmsOperationLog = toElement(OperationLog, { shadow: 'open' });

defineElement('fms-operation-log', FmsOperationLog);
