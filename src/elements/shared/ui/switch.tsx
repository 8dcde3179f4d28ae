import { useId } from 'react';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible label, which names the switch. */
  label: string;
  /** Keeps the label for screen readers only, for tight table cells. */
  hideLabel?: boolean;
  disabled?: boolean;
  /** Text after the track for sighted users; defaults to 開 / 關. */
  onText?: string;
  offText?: string;
}

/** An on/off setting that applies at once (e.g. a maintenance record's 啟用): a button with role=switch. */
export function Switch({ checked, onCheckedChange, label, hideLabel = false, disabled = false, onText = '開', offText = '關' }: SwitchProps) {
  const labelId = useId();
  return (
    <span className="switch-field">
      <span id={labelId} className={hideLabel ? 'visually-hidden' : 'switch-label'}>{label}</span>
      <button type="button" role="switch" aria-checked={checked} aria-labelledby={labelId} disabled={disabled}
        className="switch" onClick={() => onCheckedChange(!checked)}>
        <span className="switch-track" aria-hidden="true"><span className="switch-thumb" /></span>
        <span className="switch-state" aria-hidden="true">{checked ? onText : offText}</span>
      </button>
    </span>
  );
}

export const SWITCH_CSS = `
.switch-field { display: inline-flex; align-items: center; gap: var(--_space-2); }
.switch { display: inline-flex; align-items: center; gap: 6px; padding: 2px; font: inherit; color: var(--_text); background: none; border: 0; border-radius: var(--_radius-pill); cursor: pointer; }
.switch:disabled { opacity: 0.5; cursor: not-allowed; }
.switch-track { position: relative; width: 36px; height: 20px; border-radius: var(--_radius-pill); background: var(--_muted); transition: background 0.15s; }
.switch-thumb { position: absolute; top: 2px; left: 2px; width: 16px; height: 16px; border-radius: 50%; background: #fff; box-shadow: var(--_shadow-1); transition: transform 0.15s; }
.switch[aria-checked="true"] .switch-track { background: var(--_primary); }
.switch[aria-checked="true"] .switch-thumb { transform: translateX(16px); }
.switch-state { min-width: 1.5em; font-size: 0.9em; color: var(--_muted); }
`;
