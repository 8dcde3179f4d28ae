import type { ReactNode } from 'react';
import type { ReportFigureKey } from '../../../core/api/contract/report';

/**
 * The 13 report icons (spec 2.11), one glyph per figure, drawn in currentColor on the card's coloured
 * disc. Decoration: the card's heading names the figure.
 */
const s = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const GLYPHS: Record<ReportFigureKey, ReactNode> = {
  distance: <><path d="M3 20L9 4h6l6 16" {...s} /><path d="M12 6v2M12 11v2M12 16v3" {...s} /></>,
  drivingTime: <><circle cx="12" cy="12" r="8.5" {...s} /><path d="M12 7v5l3.5 2" {...s} /></>,
  idleTime: <><circle cx="12" cy="12" r="8.5" {...s} /><path d="M10 9v6M14 9v6" {...s} /></>,
  speeding: <><path d="M4 16a8 8 0 1 1 16 0" {...s} /><path d="M12 16l4.5-5" {...s} /><circle cx="12" cy="16" r="1.2" fill="currentColor" /></>,
  accelerate: <><path d="M4 18l6-6 4 4 6-8" {...s} /><path d="M15 8h5v5" {...s} /></>,
  decelerate: <><path d="M4 6l6 6 4-4 6 8" {...s} /><path d="M15 16h5v-5" {...s} /></>,
  fatigue: <><path d="M5 11c2 2 5 2 7 0M12 11c2 2 5 2 7 0" {...s} /><path d="M8 17h8" {...s} /><path d="M16 3h4l-4 4h4" {...s} /></>,
  distraction: <><rect x="7" y="3" width="10" height="18" rx="2" {...s} /><path d="M11 18h2" {...s} /></>,
  seatbelt: <><circle cx="12" cy="5" r="2.2" {...s} /><path d="M7 21V11a5 5 0 0 1 10 0v10" {...s} /><path d="M8 9l9 9" {...s} /></>,
  fence: <><path d="M5 21V7l2-3 2 3v14M15 21V7l2-3 2 3v14" {...s} /><path d="M3 10h18M3 16h18" {...s} /></>,
  dtc: <><path d="M12 3l9.5 17h-19z" {...s} /><path d="M12 10v4" {...s} /><circle cx="12" cy="17" r="1.1" fill="currentColor" /></>,
  engine: <><path d="M4 10h3l2-2h5l2 2h2v3h2v-2h1v6h-1v-2h-2v3h-3l-2 2H9l-2-2H4z" {...s} /></>,
  tss: <><path d="M4 18l3-12h10l3 12" {...s} /><path d="M12 8v2M12 13v2" {...s} /><circle cx="19" cy="5" r="2" {...s} /></>,
};

export function ReportIcon({ figure }: { figure: ReportFigureKey }) {
  return (
    <svg className="report-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" data-icon={figure}>
      {GLYPHS[figure]}
    </svg>
  );
}

/**
 * The colour filter of each figure (spec 9): blue for how much the fleet drove, pink for the driver's
 * behaviour, green for the vehicle and its surroundings.
 */
export const FIGURE_TONE: Record<ReportFigureKey, 'blue' | 'pink' | 'green'> = {
  distance: 'blue', drivingTime: 'blue', idleTime: 'blue',
  speeding: 'pink', accelerate: 'pink', decelerate: 'pink', fatigue: 'pink', distraction: 'pink', seatbelt: 'pink',
  fence: 'green', dtc: 'green', engine: 'green', tss: 'green',
};
