/**
 * The kit's few icons, as inline SVG in currentColor. Icons are decoration: the control that holds
 * one always carries the name, so every icon is aria-hidden.
 */
import type { ReactNode } from 'react';

function Svg({ size = 16, children, className }: { size?: number; children: ReactNode; className?: string }) {
  return (
    <svg className={className ?? 'icon'} viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The alert icon in front of a field's error text (spec 5). */
export function AlertIcon() {
  return (
    <Svg size={14} className="alert-icon">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <rect x="7.1" y="3.6" width="1.8" height="5.8" rx="0.9" fill="#fff" />
      <circle cx="8" cy="11.8" r="1.1" fill="#fff" />
    </Svg>
  );
}

export const CloseIcon = () => <Svg><path d="M4 4l8 8M12 4l-8 8" {...stroke} /></Svg>;
export const ChevronLeftIcon = () => <Svg><path d="M10 3L5 8l5 5" {...stroke} /></Svg>;
export const ChevronRightIcon = () => <Svg><path d="M6 3l5 5-5 5" {...stroke} /></Svg>;
export const FirstPageIcon = () => <Svg><path d="M11 3L6 8l5 5M3.5 3v10" {...stroke} /></Svg>;
export const LastPageIcon = () => <Svg><path d="M5 3l5 5-5 5M12.5 3v10" {...stroke} /></Svg>;
export const SortIcon = ({ direction }: { direction?: 'asc' | 'desc' }) => (
  <Svg size={12}>
    <path d="M5 6l3-3 3 3" {...stroke} opacity={direction === 'desc' ? 0.3 : 1} />
    <path d="M5 10l3 3 3-3" {...stroke} opacity={direction === 'asc' ? 0.3 : 1} />
  </Svg>
);
export const EyeIcon = () => (
  <Svg><path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" {...stroke} /><circle cx="8" cy="8" r="2" {...stroke} /></Svg>
);
export const EyeOffIcon = () => (
  <Svg><path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" {...stroke} /><path d="M2.5 13.5l11-11" {...stroke} /></Svg>
);
export const InfoIcon = () => (
  <Svg><circle cx="8" cy="8" r="6.5" {...stroke} /><path d="M8 7.2v4" {...stroke} /><circle cx="8" cy="4.8" r="0.9" fill="currentColor" /></Svg>
);
export const CheckIcon = () => <Svg><path d="M3 8.5l3 3 7-7" {...stroke} /></Svg>;
export const InboxIcon = ({ size = 40 }: { size?: number }) => (
  <Svg size={size}><path d="M2 9l2-6h8l2 6v4H2zM2 9h3.5l1 1.5h3l1-1.5H14" {...stroke} strokeWidth={1} /></Svg>
);
