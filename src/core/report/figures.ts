import { REPORT_FIGURES, type MonthlyReport, type ReportFigure, type ReportFigureKey } from '../api/contract/report';

/** How a report card shows one of the 13 figures: its words, its value, and the change from the month before. */
export interface ReportCard {
  key: ReportFigureKey;
  label: string;
  unit: string;
  /** The value as shown, e.g. '1,234.5'. */
  text: string;
  value: number;
  previous: number;
  /** up / down / same against the month before; 'new' when the month before had none. */
  trend: 'up' | 'down' | 'same' | 'new';
  /** '較上月 +12.5%', '較上月持平', '上月無資料'. */
  changeText: string;
  daily: number[];
  top: ReportFigure['top'];
  /** The day with the most (1-based) and its value; null when every day is 0. */
  peak: { day: number; value: number } | null;
}

const NUMBER = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 1 });

/** A figure's value as shown: thousands separated, at most one decimal. */
export const formatFigure = (value: number): string => NUMBER.format(Math.round(value * 10) / 10);

/** The change of a figure against the month before. */
export function changeOf(value: number, previous: number): Pick<ReportCard, 'trend' | 'changeText'> {
  if (previous === 0) return value === 0 ? { trend: 'same', changeText: '較上月持平' } : { trend: 'new', changeText: '上月無資料' };
  const percent = Math.round(((value - previous) / previous) * 1000) / 10;
  if (percent === 0) return { trend: 'same', changeText: '較上月持平' };
  return { trend: percent > 0 ? 'up' : 'down', changeText: `較上月 ${percent > 0 ? '+' : ''}${percent}%` };
}

function peakOf(daily: readonly number[]): ReportCard['peak'] {
  let best = -1;
  daily.forEach((v, i) => {
    if (v > 0 && (best < 0 || v > daily[best])) best = i;
  });
  return best < 0 ? null : { day: best + 1, value: daily[best] };
}

/**
 * The 13 cards of a report, in the order of REPORT_FIGURES (spec 2.11); a figure the answer lacks
 * shows as 0, so the report always shows its 13 icons.
 */
export function reportCards(report: Pick<MonthlyReport, 'figures'>): ReportCard[] {
  const byKey = new Map(report.figures.map((f) => [f.key, f]));
  return REPORT_FIGURES.map(({ key, label, unit }) => {
    const f = byKey.get(key);
    const value = f?.value ?? 0;
    const previous = f?.previous ?? 0;
    const daily = f?.daily ?? [];
    return { key, label, unit, value, previous, text: formatFigure(value), ...changeOf(value, previous), daily, top: f?.top ?? [], peak: peakOf(daily) };
  });
}

/** Bar heights (0–1) of a daily series, relative to its largest day. */
export function barScale(daily: readonly number[]): number[] {
  const max = Math.max(0, ...daily);
  return daily.map((v) => (max > 0 ? v / max : 0));
}
