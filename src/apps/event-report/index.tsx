import '../../elements/events/monthly-report/monthly-report.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { REPORT_SHARE_PARAM } from '../../core/api/contract/report';
import { pathOf } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { reactApplication } from '../shared/react-app';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

/**
 * Printing the report (spec 2.11): an A4 page with the report alone. The layout's chrome is hidden by
 * the layouts' own print rules; this page sets the paper and margins while it is shown.
 */
const PRINT_CSS = `
@page { size: A4 portrait; margin: 12mm; }
@media print { .event-report-page { max-width: none !important; padding: 0 !important; } }
`;

/**
 * /event/report (spec 2.1, 2.2, 6: public, no menu check): `fms-monthly-report`. The month and a shared
 * link's token come from the query (?month=YYYY-MM&share=…), so a shared link opens signed out and a
 * picked month survives a reload.
 */
function EventReportPage() {
  const { query } = useStore($location);
  const share = query[REPORT_SHARE_PARAM] || undefined;
  return (
    <div className="event-report-page" style={{ maxWidth: 1280, margin: '0 auto' }}>
      <style>{PRINT_CSS}</style>
      <h1 style={VISUALLY_HIDDEN}>{titleOf('eventReport')}</h1>
      <fms-monthly-report month={query.month || undefined} share={share}
        onmonthchange={(e) => void navigate({ path: pathOf('eventReport'), query: { month: e.detail.month } }, { replace: true })} />
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(EventReportPage);
