import { useId } from 'react';

export interface SegmentedProps<V extends string | number> {
  /** The group's visible name, e.g. 分割畫面 or 時間範圍. */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onValueChange: (value: V) => void;
}

/** A row of toggle buttons of which one is pressed (a layout or a time range). */
export function Segmented<V extends string | number>({ label, options, value, onValueChange }: SegmentedProps<V>) {
  const id = useId();
  return (
    <div className="segmented-field">
      <span className="segmented-label" id={id}>{label}</span>
      <div className="segmented" role="group" aria-labelledby={id}>
        {options.map((o) => (
          <button key={o.value} type="button" className="segment" aria-pressed={o.value === value} onClick={() => onValueChange(o.value)}>{o.label}</button>
        ))}
      </div>
    </div>
  );
}

export const SEGMENTED_CSS = `
.segmented-field { display: inline-flex; align-items: center; gap: var(--_space-2); flex-wrap: wrap; }
.segmented-label { color: var(--_muted); font-size: 0.9em; }
.segmented { display: inline-flex; border: 1px solid var(--_border); border-radius: var(--_radius); overflow: hidden; }
.segment { font: inherit; border: 0; background: var(--_surface); color: var(--_text); padding: 4px 12px; cursor: pointer; }
.segment + .segment { border-left: 1px solid var(--_border); }
.segment[aria-pressed="true"] { background: var(--_primary); color: var(--_on-primary); }
.segment:focus-visible { outline: var(--_focus-ring); outline-offset: -2px; }
`;
