import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { MonthlyReport } from './monthly-report';

/**
 * `<fms-monthly-report month="2026-10">`: the monthly operations report (spec 2.11 '13 report
 * icons'; /event/report, public, spec 2.2 and 6). Thirteen cards, one per report icon (行駛里程,
 * 行駛時數, 怠速時數, 超速, 急加速, 急減速, 疲勞駕駛, 分心駕駛, 未繫安全帶, 圍籬進出, 故障碼, 引擎異常,
 * 智慧駕駛), each with its figure, the change from the month before, the month's days as bars and
 * the cars with the most, in the colour filters of spec 9. Signed in, a month picker (default last
 * month, from the clock) and 複製分享連結; with a `share` token it reads that link's enterprise and
 * month without any identity data. 列印 prints it (window.print); its print styles fit A4 and read
 * in black and white (the host page sets `@page { size: A4 }` and hides its own chrome).
 *
 * Attributes: `month` (YYYY-MM; a shared link's month wins), `share` (the share token of a shared link).
 * Events: `monthchange` — detail {month}: the reader picked another month.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming); the cards use
 *   `--fms-filter-green`, `--fms-filter-blue`, `--fms-filter-pink`.
 * Parts: `base` (the report section), `actions` (month, share and print controls), `cards` (the 13
 *   cards), `chart` (each card's daily bars).
 */
export const FmsMonthlyReport = toElement(MonthlyReport, {
  shadow: 'open',
  props: { month: 'string', share: 'string' },
  events: { onMonthChange: { bubbles: true, composed: true } },
});

defineElement('fms-monthly-report', FmsMonthlyReport);
