import type { KeyboardEvent, ReactNode } from 'react';

export interface ToolbarProps {
  /** Names the toolbar for screen readers, e.g. 車輛清單工具列. */
  label: string;
  children: ReactNode;
}

const STEP_KEYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * A row of controls (filters, export, add). Each control stays in the tab order, because toolbars
 * here often hold text inputs; arrow keys also move between its buttons as in the WAI-ARIA toolbar
 * pattern, and Home/End jump to the first and last button.
 */
export function Toolbar({ label, children }: ToolbarProps) {
  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'BUTTON') return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(target as HTMLButtonElement);
    let next = -1;
    if (event.key in STEP_KEYS) next = (at + STEP_KEYS[event.key] + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    if (next < 0) return;
    event.preventDefault();
    buttons[next].focus();
  }
  return (
    <div className="toolbar" role="toolbar" aria-label={label} onKeyDown={keyDown}>
      {children}
    </div>
  );
}

export const TOOLBAR_CSS = `
.toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); padding: var(--_space-2) 0; }
.toolbar-spacer { flex: 1; }
`;
