export interface SpinnerProps {
  /** Pixel size of the ring. */
  size?: number;
  /**
   * When given, the spinner announces this text as a status; without it the spinner is
   * decoration beside text that says what is loading.
   */
  label?: string;
}

/** A turning ring in the current colour. */
export function Spinner({ size = 16, label }: SpinnerProps) {
  const ring = <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status" className="spinner-status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export interface LoadingStateProps {
  /** What is loading; defaults to 載入中…. */
  text?: string;
}

/** A block that says something is loading: a spinner and the text, as a polite status. */
export function LoadingState({ text = '載入中…' }: LoadingStateProps) {
  return (
    <div className="loading-state" role="status">
      <Spinner size={24} />
      <span>{text}</span>
    </div>
  );
}

export const SPINNER_CSS = `
.spinner { display: inline-block; flex: none; border-radius: 50%; border: 2px solid currentColor; border-right-color: transparent; animation: fms-spin 0.8s linear infinite; vertical-align: middle; }
.spinner-status { display: inline-flex; }
.loading-state { display: flex; align-items: center; justify-content: center; gap: var(--_space-2); padding: var(--_space-6); color: var(--_muted); }
.loading-state .spinner { color: var(--_primary); }
@keyframes fms-spin { to { transform: rotate(360deg); } }
`;
