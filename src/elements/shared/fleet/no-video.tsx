import { RetryButton } from '../ui';

export interface NoVideoProps {
  /** Why there is no picture, in Traditional Chinese. */
  reason: string;
  /** Offers 重試 when given. */
  onRetry?: () => void;
}

/** 無影像 ('no video', spec 8 'Camera media') in place of a player, with the reason and a retry. */
export function NoVideo({ reason, onRetry }: NoVideoProps) {
  return (
    <div className="no-video" role="status">
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M3.3 2 2 3.3 4.7 6H4a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h12c.2 0 .4-.1.6-.2l3.1 3.1L21 19.6 3.3 2zM17 10.5V7a1 1 0 0 0-1-1H9.8L17 13.2V13.5l4 4v-11l-4 4z" />
      </svg>
      <p className="no-video-title">無影像</p>
      <p className="no-video-reason">{reason}</p>
      {onRetry && <RetryButton onRetry={onRetry} />}
    </div>
  );
}

export const NO_VIDEO_CSS = `
.no-video { display: grid; place-content: center; justify-items: center; gap: var(--_space-1); text-align: center; padding: var(--_space-4);
  background: #1f2933; color: #e4e7eb; aspect-ratio: 16 / 9; width: 100%; box-sizing: border-box; border-radius: var(--_radius); }
.no-video p { margin: 0; }
.no-video-title { font-size: 1.15em; font-weight: 700; }
.no-video-reason { color: #cbd2d9; font-size: 0.9em; max-width: 32em; }
`;
