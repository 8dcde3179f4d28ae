import { call } from './call';
import { report } from './contract/report';

/** The monthly operations report's calls (our design, ./contract/report.ts). */
export const loadMonthlyReport = (share: string, signal?: AbortSignal) => call(report.monthly, { body: { share }, signal });
export const shareMonthlyReport = (month: string, signal?: AbortSignal) => call(report.share, { body: { month }, signal });
