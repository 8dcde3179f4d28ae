import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { AlertIcon } from './icons';

export interface FormErrorItem {
  /** The id of the field's control (give the field an `id`); without one the item is plain text. */
  fieldId?: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly FormErrorItem[];
  heading?: string;
}

/**
 * The form-level list of what to fix, shown above the form after a failed submit. It takes focus
 * when it appears (so screen readers read it at once) and each entry moves focus to its field.
 * Field ids are looked up in the element's own shadow root, where `href="#id"` would not reach.
 */
export function ErrorSummary({ errors, heading = '請修正以下欄位：' }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown]);
  if (!shown) return null;

  function jump(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    event.preventDefault();
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    root.getElementById(fieldId)?.focus();
  }

  return (
    <div ref={box} className="error-summary" tabIndex={-1} aria-labelledby={headingId}>
      <p id={headingId} className="error-summary-heading"><AlertIcon />{heading}</p>
      <ul>
        {errors.map((item, index) => (
          <li key={`${item.fieldId ?? ''}-${index}`}>
            {item.fieldId ? <a href={`#${item.fieldId}`} onClick={(event) => jump(event, item.fieldId!)}>{item.message}</a> : item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ERROR_SUMMARY_CSS = `
.error-summary { border: 2px solid var(--_danger); border-radius: var(--_radius); padding: var(--_space-3) var(--_space-4); margin-bottom: var(--_space-4); background: var(--_surface); }
.error-summary-heading { display: flex; align-items: center; gap: 6px; margin: 0 0 var(--_space-1); font-weight: 700; color: var(--_danger); }
.error-summary ul { margin: 0; padding-left: 1.4em; }
.error-summary a { display: inline-block; min-height: 24px; line-height: 24px; color: var(--_danger); }
`;
