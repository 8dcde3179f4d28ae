import { CheckIcon } from '../../shared/ui';
import { pathOf } from '../../../core/pages/paths';

export type RegisterStep = '1' | '2' | '3' | 'result';

export const STEPS: ReadonlyArray<{ step: RegisterStep; label: string; path: string }> = [
  { step: '1', label: '服務條款', path: pathOf('registerTerms') },
  { step: '2', label: '企業資料', path: pathOf('registerEnterprise') },
  { step: '3', label: '管理員帳號', path: pathOf('registerAdmin') },
  { step: 'result', label: '完成驗證', path: pathOf('registerResult') },
];

/** Where the user is in registration: the four steps, the current one marked aria-current=step. */
export function StepIndicator({ current }: { current: RegisterStep }) {
  const at = STEPS.findIndex((s) => s.step === current);
  return (
    <nav aria-label="註冊步驟" className="steps">
      <ol>
        {STEPS.map((s, index) => (
          <li key={s.step} className={index < at ? 'done' : index === at ? 'current' : ''} aria-current={index === at ? 'step' : undefined}>
            <span className="step-mark" aria-hidden="true">{index < at ? <CheckIcon /> : index + 1}</span>
            <span>{s.label}</span>
            {index < at && <span className="visually-hidden">（已完成）</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export const STEPS_CSS = `
.steps ol { display: flex; gap: var(--_space-2); margin: 0 0 var(--_space-6); padding: 0; list-style: none; counter-reset: step; flex-wrap: wrap; }
.steps li { flex: 1; min-width: 110px; display: flex; align-items: center; gap: var(--_space-2); padding-bottom: var(--_space-2); border-bottom: 3px solid var(--_border); color: var(--_muted); }
.steps li.done { border-bottom-color: var(--_success); color: var(--_text); }
.steps li.current { border-bottom-color: var(--_primary); color: var(--_text); font-weight: 700; }
.step-mark { display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px; border-radius: 50%; border: 1px solid currentColor; font-size: 0.85em; flex: none; }
.steps li.current .step-mark { background: var(--_primary); color: var(--_on-primary); border-color: var(--_primary); }
.steps li.done .step-mark { color: var(--_success); }
`;
