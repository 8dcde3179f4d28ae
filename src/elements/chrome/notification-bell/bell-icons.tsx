import type { ReactNode } from 'react';
import type { BellIcon as BellIconState } from '../../../core/notifications';

/**
 * The bell's three states (spec 2.6). Icons are decoration: the button carries the words, so
 * every svg is aria-hidden. The category icons of the entries live in the shared kit.
 */

function Svg({ size, className, children }: { size: number; className: string; children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const BELL = 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0';

export function BellStateIcon({ state }: { state: BellIconState }) {
  if (state === 'special') {
    return (
      <Svg size={24} className="bell-icon bell-icon-special">
        <path d="M12 2.5l10 18H2z" fill="currentColor" />
        <rect x="11" y="8.5" width="2" height="6.5" rx="1" fill="#fff" />
        <circle cx="12" cy="17.6" r="1.2" fill="#fff" />
      </Svg>
    );
  }
  return (
    <Svg size={24} className={`bell-icon bell-icon-${state}`}>
      <path d={BELL} {...line} />
      {state === 'new' && <circle className="bell-dot" cx="18" cy="6" r="3.6" />}
    </Svg>
  );
}
