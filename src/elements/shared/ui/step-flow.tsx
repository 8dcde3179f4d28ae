import type { FlowStep, StepTable } from '../../../core/navigation/step-flow';
import { numberedSteps, stepBefore } from '../../../core/navigation/step-flow';
import { Button } from './button';

/**
 * The step flow's UI (issue 24, 3), read off the flow's table (core/navigation/step-flow.ts): the
 * numbered steps with the current one marked aria-current=step, and 上一步 / 下一步 where the table
 * offers them. The element keeps its own state and says where to go.
 */
export function StepIndicator<S extends string, T>({ table, current, label }: { table: StepTable<S, T>; current: S; label: string }) {
  const steps = numberedSteps(table);
  const at = steps.findIndex((s) => s.step === current);
  if (at < 0) return null;
  return (
    <ol className="step-flow" part="steps" aria-label={label}>
      {steps.map((s, i) => (
        <li key={s.step} className={i < at ? 'is-done' : i === at ? 'is-current' : ''} aria-current={i === at ? 'step' : undefined}>
          <span className="step-no" aria-hidden="true">{i + 1}</span>{s.label}
        </li>
      ))}
    </ol>
  );
}

export interface StepNavProps<S extends string, T> {
  table: StepTable<S, T>;
  current: S;
  onBack: (to: S) => void;
  onNext: () => void;
}

/** 上一步 on a numbered step that has one before it; 下一步 where the step moves on by it (`next`). */
export function StepNav<S extends string, T>({ table, current, onBack, onNext }: StepNavProps<S, T>) {
  const entry: FlowStep<S, T> | undefined = table.find((s) => s.step === current);
  const before = stepBefore(table, current);
  if (!entry?.label || !before) return null;
  return (
    <div className="step-flow-nav">
      <Button onClick={() => onBack(before)}>上一步</Button>
      {entry.next && <Button variant="primary" onClick={onNext}>下一步</Button>}
    </div>
  );
}

export const STEP_FLOW_CSS = `
.step-flow { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: var(--_space) var(--_space-4); counter-reset: none; }
.step-flow li { display: flex; align-items: center; gap: var(--_space-1); color: var(--_muted); }
.step-flow .step-no { display: inline-grid; place-items: center; width: 1.6em; height: 1.6em; border-radius: 50%; border: 1px solid var(--_border); font-size: .85em; }
.step-flow .is-done .step-no { background: var(--_surface-alt); }
.step-flow .is-current { color: var(--_text); font-weight: 600; }
.step-flow .is-current .step-no { background: var(--_primary); border-color: var(--_primary); color: var(--_on-primary); }
.step-flow-nav { display: flex; flex-wrap: wrap; gap: var(--_space); align-items: center; justify-content: space-between; border-top: 1px solid var(--_border); padding-top: var(--_space-4); }
`;
