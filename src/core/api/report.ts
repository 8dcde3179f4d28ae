import { call } from './call';
import { report } from './contract/report';

/** The monthly operations report's calls (our design, ./contract/report.ts). */
export const loadMonthlyReport = (share: string, signal?: AbortSignal) => call(report.monthly, { body: { share }, signal });
export const shareMonthlyReport = (month: string, signal?: AbortSignal) => call(report.share, { body: { month }, signal });
/** The signed-in reader's own enterprise and month: reading makes no share link (issue 22, 22). */
export const loadOwnReport = (month: string, signal?: AbortSignal) => call(report.own, { params: { month }, signal });
export const listReportShares = (signal?: AbortSignal) => call(report.shares, { signal });
export const revokeReportShare = (uid: string) => call(report.revokeShare, { params: { uid } });
