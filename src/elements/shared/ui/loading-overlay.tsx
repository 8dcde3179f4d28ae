import { useStore } from '@nanostores/react';
import { $loading } from '../../../core/http';
import { SPINNER_CSS, Spinner } from './spinner';

export interface LoadingOverlayProps {
  /** Shown when a request asked for the overlay without a text of its own. */
  fallbackText?: string;
}

/**
 * The global loading overlay (spec 2.11): while a request that asked for it runs (core/http
 * `$loading`), a veil over the whole viewport blocks pointer input and shows the request's text.
 * The status region is always on the page so the text is announced when it appears. Keyboard
 * focus is not trapped: the request ends by itself, and a screen reader hears why the page waits.
 */
export function LoadingOverlay({ fallbackText = '處理中，請稍候…' }: LoadingOverlayProps) {
  const { active, text } = useStore($loading);
  return (
    <div part="base" className={`loading-overlay${active ? ' loading-overlay-active' : ''}`} aria-busy={active || undefined}>
      <div className="loading-box" part="box" role="status" aria-live="polite">
        {active && (
          <>
            <Spinner size={28} />
            <span className="loading-text">{text || fallbackText}</span>
          </>
        )}
      </div>
    </div>
  );
}

const OWN_CSS = `
.loading-overlay { position: fixed; inset: 0; z-index: var(--_z-overlay); display: flex; align-items: center; justify-content: center; pointer-events: none; }
.loading-overlay-active { pointer-events: auto; cursor: progress; background: var(--_backdrop); }
.loading-box:empty { display: none; }
.loading-box { display: flex; align-items: center; gap: var(--_space-3); padding: var(--_space-4) var(--_space-6); border-radius: var(--_radius-large); background: var(--_surface); color: var(--_text); box-shadow: var(--_shadow-3); font-weight: 600; }
.loading-box .spinner { color: var(--_primary); }
`;

export const LOADING_OVERLAY_CSS = [SPINNER_CSS, OWN_CSS] as const;
