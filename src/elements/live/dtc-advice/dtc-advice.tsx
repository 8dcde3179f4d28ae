import { DTC_LEVELS, DTC_SYSTEM_LABELS, dtcSystem, lookupDtc } from '../../../core/dtc';
import { DTC_ADVICE_CSS } from './dtc-advice.css';

export interface DtcAdviceProps {
  /** The trouble code as reported, e.g. 'P0217'; spaces and case do not matter. */
  code?: string;
  /** The truck's model code; picks the dictionary by its table group (spec 9). */
  model?: string;
  /** Shows only the code, name, level and advice. */
  compact?: boolean;
}

/**
 * What a DTC means and how urgent it is (spec 3, 4, 8): the code, its Traditional Chinese name,
 * its level and the advice of that level, from the dictionary of the truck's model group.
 */
export function DtcAdvice({ code = '', model = '', compact = false }: DtcAdviceProps) {
  const trimmed = code.trim();
  const found = trimmed ? lookupDtc(trimmed, model) : null;
  if (!found) {
    return (
      <>
        <style>{DTC_ADVICE_CSS}</style>
        <p className="card unknown" part="base" role="status">{trimmed ? `查無故障碼 ${trimmed} 的說明。` : '尚未提供故障碼。'}</p>
      </>
    );
  }
  const level = DTC_LEVELS[found.level];
  const system = dtcSystem(found.code);
  return (
    <>
      <style>{DTC_ADVICE_CSS}</style>
      <article className={`card${compact ? ' compact' : ''}`} part="base" aria-label={`故障碼 ${found.code}`}>
        <div className="head">
          <span className="code">{found.code}</span>
          <span className="name">{found.name}</span>
          <span className={`level level-${found.level}`} title={level.label}>{`${found.level} 級`}</span>
        </div>
        <p className={`advice advice-${found.level}`} role={level.critical ? 'alert' : undefined}>{found.advice}</p>
        <p className="description">{found.description}</p>
        {system && <p className="system">{`系統：${DTC_SYSTEM_LABELS[system]}`}</p>}
      </article>
    </>
  );
}
