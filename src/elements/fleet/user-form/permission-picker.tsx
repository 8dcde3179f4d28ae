import { PERMISSION_CHOICE_GROUPS } from '../../../core/pages/permission-choices';
import { FieldError, RequiredMark } from '../../shared/ui';
import type { CustomFieldProps } from '../../shared/ui/page-kit';

export interface PermissionPickerProps extends CustomFieldProps<string[]> {
  /** The codes the signed-in user holds: only those can be granted or taken away (the server checks the same). */
  grantable: readonly string[];
}

/**
 * The permission codes an account holds, as checkboxes grouped by the main navigation's groups
 * (spec 2.4, 6) and named by their menu items; P_P15 and P_P41 by code. A code the signed-in user
 * lacks stays as it is, disabled.
 */
export function PermissionPicker({ id, label, value, onChange, error, required, disabled, grantable }: PermissionPickerProps) {
  const chosen = new Set(value);
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((c) => c !== code));
  const errorId = error ? `${id}-error` : undefined;
  let first = true;
  return (
    <fieldset className={`permission-picker${error ? ' field-invalid' : ''}`} aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="field-label">{required && <RequiredMark />}{label}<span className="permission-count">（已選 {value.length} 項）</span></legend>
      <div className="permission-groups">
        {PERMISSION_CHOICE_GROUPS.map((group) => (
          <fieldset key={group.key} className="permission-group">
            <legend>{group.label}</legend>
            {group.choices.map((choice) => {
              const inputId = first ? id : `${id}-${choice.code}`;
              first = false;
              const locked = !grantable.includes(choice.code);
              return (
                <label key={choice.code} className="choice permission-choice" htmlFor={inputId}>
                  <input id={inputId} type="checkbox" checked={chosen.has(choice.code)} disabled={disabled || locked}
                    onChange={(e) => toggle(choice.code, e.target.checked)} />
                  <span>{choice.label}</span>
                  {choice.label !== choice.code && <span className="permission-code">{choice.code}</span>}
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
      {grantable.length < PERMISSION_CHOICE_GROUPS.flatMap((g) => g.choices).length && (
        <p className="field-hint">灰色的權限您本身沒有，無法授予或移除。</p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

export const PERMISSION_PICKER_CSS = `
.permission-picker { border: 0; padding: 0; margin: 0; min-width: 0; }
.permission-picker > legend { padding: 0; margin-bottom: var(--_space-1); }
.permission-count { color: var(--_muted); font-weight: 400; }
.permission-groups { display: grid; grid-template-columns: repeat(auto-fill, minmax(11em, 1fr)); gap: var(--_space-2); }
.permission-group { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-1) var(--_space-2); margin: 0; min-width: 0; display: grid; gap: 2px; }
.permission-group legend { font-weight: 700; padding: 0 4px; }
.permission-choice { display: flex; align-items: center; gap: var(--_space-1); flex-wrap: wrap; }
.permission-code { color: var(--_muted); font-size: 0.85em; font-variant-numeric: tabular-nums; }
.permission-picker.field-invalid .permission-group { border-color: var(--_danger); }
`;
