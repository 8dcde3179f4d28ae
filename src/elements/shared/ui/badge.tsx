import type { CSSProperties, ReactNode } from 'react';
import { carStatusLabel, type MarkerStatus } from '../../../core/catalogue/cars';
import { toneColor, type Tone } from './tokens';

export interface BadgeProps {
  tone?: Tone;
  children: ReactNode;
}

/**
 * A small tinted label (a count, a plan name). The text stays in the body colour and the tone
 * tints the background and border, so every tone keeps readable contrast.
 */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className="badge" style={{ '--_tone': toneColor(tone) } as CSSProperties}>{children}</span>;
}

export interface StatusTagProps {
  tone: Tone;
  children: ReactNode;
}

/** A status: a dot in the tone's colour before the status text. Colour is never the only cue. */
export function StatusTag({ tone, children }: StatusTagProps) {
  return (
    <span className="status-tag">
      <span className="status-dot" style={{ background: toneColor(tone) }} aria-hidden="true" />
      {children}
    </span>
  );
}

/** A car's status (spec 4) with the catalogue's label and the status colour. */
export function CarStatusTag({ status }: { status: MarkerStatus }) {
  return <StatusTag tone={status}>{carStatusLabel(status)}</StatusTag>;
}

export const BADGE_CSS = `
.badge { display: inline-flex; align-items: center; padding: 1px 8px; border-radius: var(--_radius-pill); font-size: 0.85em; font-weight: 600; line-height: 1.6; color: var(--_text); border: 1px solid var(--_tone); background: color-mix(in srgb, var(--_tone) 14%, var(--_surface)); }
.status-tag { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
.status-dot { width: 10px; height: 10px; border-radius: 50%; flex: none; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.12); }
`;
