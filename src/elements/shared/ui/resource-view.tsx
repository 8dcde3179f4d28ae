import type { ReactNode } from 'react';
import { BUTTON_CSS, Button } from './button';
import { EMPTY_STATE_CSS, EmptyState } from './empty-state';
import { FieldError, FORM_CSS } from './form-field';
import { LoadingState, SPINNER_CSS } from './spinner';

/** What a resource view reads: the shape of core's ItemState (any load with data, loading and error fits). */
export interface ResourceState<T> {
  /** The last answer; null until the first one arrives. */
  data: T | null;
  loading: boolean;
  /** Empty, or what went wrong in Traditional Chinese (the server's message). */
  error: string;
}

export interface RetryButtonProps {
  /** Loads again what failed. */
  onRetry: () => unknown;
  /** Smaller padding (the default), as in a panel or a table row. */
  small?: boolean;
}

/** The console's one 重試 button: it loads again what failed. */
export function RetryButton({ onRetry, small = true }: RetryButtonProps) {
  return <Button small={small} onClick={() => void onRetry()}>重試</Button>;
}

export interface ResourceErrorProps {
  /** What went wrong, in Traditional Chinese: the server's message or the load's fallback. */
  message: ReactNode;
  onRetry: () => unknown;
  /**
   * A failure that stands for a whole panel: the heading (無法讀取…) over the message, centred like
   * an empty state. Without it the message and 重試 sit on one line.
   */
  heading?: string;
  /** More buttons after 重試 (返回 …). */
  actions?: ReactNode;
  /** The element's own class for its layout (load-error, …), beside `resource-error`. */
  className?: string;
  /** A small 重試 (default), or the full size beside full-size buttons. */
  small?: boolean;
}

/**
 * A load that failed: its message, announced as an alert, and 重試. Every element shows a failed
 * load through this (or ResourceView), so the retry looks, reads and works the same everywhere.
 */
export function ResourceError({ message, onRetry, heading, actions, className, small = true }: ResourceErrorProps) {
  const retry = <RetryButton onRetry={onRetry} small={small} />;
  if (heading) {
    return (
      <div className={className ? `resource-error-panel ${className}` : 'resource-error-panel'}>
        <EmptyState heading={heading} description={<span role="alert">{message}</span>} action={<>{retry}{actions}</>} />
      </div>
    );
  }
  return (
    <div className={className ? `resource-error ${className}` : 'resource-error'}>
      <FieldError>{message}</FieldError>
      {retry}
      {actions}
    </div>
  );
}

export interface ResourceViewProps<T> {
  /** The resource's state (useStore(resource.$state)). */
  state: ResourceState<T>;
  /** Loads again (the resource's reload). */
  onRetry: () => unknown;
  /** What is loading, as a status (載入中… by default). */
  loadingText?: string;
  /** Whether loaded data counts as nothing to show; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  /** The empty state (an EmptyState, or a line of text); 暫無資料 by default. */
  empty?: ReactNode;
  /** See ResourceError. */
  errorHeading?: string;
  errorClassName?: string;
  /** More buttons beside 重試 (返回 …). */
  errorActions?: ReactNode;
  /** The data, once loaded. */
  children: (data: T) => ReactNode;
}

/**
 * One resource on screen, in its four states: loading (a status, until the first answer), failed
 * (the message and 重試, which reloads), empty, and the data. A reload keeps the last data on screen;
 * if it fails, the error and 重試 show above that data.
 */
export function ResourceView<T>({ state, onRetry, loadingText, isEmpty, empty, errorHeading, errorClassName, errorActions, children }: ResourceViewProps<T>) {
  const { data, error } = state;
  const failure = error
    ? <ResourceError message={error} onRetry={onRetry} heading={errorHeading} className={errorClassName} actions={errorActions} />
    : null;
  if (data === null) return failure ?? <LoadingState text={loadingText} />;
  return (
    <>
      {failure}
      {isEmpty?.(data) ? (empty ?? <EmptyState />) : children(data)}
    </>
  );
}

export const RESOURCE_VIEW_CSS = [SPINNER_CSS, EMPTY_STATE_CSS, BUTTON_CSS, FORM_CSS, `
.resource-error { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); margin: var(--_space-2) 0; }
.resource-error > .field-error { margin: 0; }
`] as const;
