import { REPORT_SHARE_PARAM } from '../api/contract/report';

/** The shared link of a month's report: the page /event/report with the month and the share token. */
export function shareLink(origin: string, month: string, token: string): string {
  const query = new URLSearchParams({ month, [REPORT_SHARE_PARAM]: token });
  return `${origin}/event/report?${query.toString()}`;
}

/** The month and share token a report URL's query carries (either may be absent). */
export function readReportQuery(search: string): { month: string | null; share: string | null } {
  const query = new URLSearchParams(search);
  return { month: query.get('month'), share: query.get(REPORT_SHARE_PARAM) || null };
}
