import { useId } from 'react';
import { barScale, formatFigure, type ReportCard } from '../../../core/report';
import { FIGURE_TONE, ReportIcon } from './report-icons';

/** Figures where more is better or neutral (how much the fleet worked): their rise is not a warning. */
const ACTIVITY = new Set(['distance', 'drivingTime']);

const ARROW = { up: '▲', down: '▼', same: '＝', new: '•' } as const;

/** How a change reads: better, worse or neutral (an arrow and the words carry it, the colour only repeats it). */
function mood(card: ReportCard): 'better' | 'worse' | 'neutral' {
  if (ACTIVITY.has(card.key) || card.trend === 'same' || card.trend === 'new') return 'neutral';
  return card.trend === 'down' ? 'better' : 'worse';
}

/** The days of the month as small bars; its numbers are in the label for screen readers and print. */
function DailyBars({ card }: { card: ReportCard }) {
  const heights = barScale(card.daily);
  const width = Math.max(1, heights.length);
  const label = card.peak
    ? `每日${card.label}，最高為 ${card.peak.day} 日 ${formatFigure(card.peak.value)} ${card.unit}`
    : `每日${card.label}，本月皆為 0`;
  return (
    <svg className="daily" viewBox={`0 0 ${width * 4} 32`} preserveAspectRatio="none" role="img" aria-label={label} part="chart">
      {heights.map((h, i) => (
        <rect key={i} x={i * 4 + 0.5} y={32 - Math.max(h * 30, h > 0 ? 1.5 : 0.6)} width={3} height={Math.max(h * 30, h > 0 ? 1.5 : 0.6)} />
      ))}
    </svg>
  );
}

/** One of the 13 report icons with its figure, its change from the month before, its days and its top cars. */
export function ReportCardView({ card, extra }: { card: ReportCard; extra?: string }) {
  const id = useId();
  return (
    <article className={`report-card tone-${FIGURE_TONE[card.key]}`} aria-labelledby={id} data-figure={card.key}>
      <header className="card-top">
        <span className="icon-disc"><ReportIcon figure={card.key} /></span>
        <h3 id={id}>{card.label}</h3>
      </header>
      <p className="figure"><data value={card.value}>{card.text}</data> <span className="unit">{card.unit}</span></p>
      <p className={`change ${mood(card)}`}><span aria-hidden="true">{ARROW[card.trend]} </span>{card.changeText}</p>
      {extra && <p className="extra">{extra}</p>}
      <DailyBars card={card} />
      {card.top.length > 0 && (
        <p className="top">
          <span className="top-label">最多：</span>
          {card.top.map((t, i) => <span key={t.carNo} className="top-car">{i > 0 && '、'}{t.carNo}（{formatFigure(t.value)}）</span>)}
        </p>
      )}
    </article>
  );
}
