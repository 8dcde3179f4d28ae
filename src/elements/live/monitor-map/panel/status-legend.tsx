import { CAR_STATUSES, type MarkerStatus } from '../../../../core/catalogue';
import { formatNumber } from '../../../../core/format/numbers';
import { STATUS_KEYS } from '../fleet/records';

export interface StatusLegendProps {
  counts: Record<MarkerStatus, number>;
  hidden: readonly MarkerStatus[];
  onToggle: (status: MarkerStatus) => void;
}

/** The marker legend with a count per status; each entry also shows or hides its trucks. */
export function StatusLegend({ counts, hidden, onToggle }: StatusLegendProps) {
  return (
    <div className="legend" part="legend" role="group" aria-label="車輛狀態（按下以顯示或隱藏）">
      {STATUS_KEYS.map((status) => {
        const shown = !hidden.includes(status);
        return (
          <button key={status} type="button" className="legend-item" aria-pressed={shown} data-status={status}
            onClick={() => onToggle(status)}>
            <span className="legend-swatch" style={{ background: `var(--_car-${status})` }} aria-hidden="true" />
            <span>{CAR_STATUSES[status].label}</span>
            <span className="legend-count">{formatNumber(counts[status])}</span>
          </button>
        );
      })}
    </div>
  );
}
