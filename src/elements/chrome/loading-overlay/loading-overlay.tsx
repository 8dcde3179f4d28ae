import { LOADING_OVERLAY_CSS, LoadingOverlay } from '../../shared/ui/loading-overlay';
import { uiCss } from '../../shared/ui/ui-css';

/** The element takes no room in the page: the overlay inside is fixed over the viewport. */
const HOST_CSS = ':host { display: block; }';

export interface GlobalLoadingOverlayProps {
  /** Shown when a request asked for the overlay without a text of its own. */
  fallbackText?: string;
}

/** The kit's LoadingOverlay (core `$loading`) with its own shadow stylesheet. */
export function GlobalLoadingOverlay({ fallbackText = '' }: GlobalLoadingOverlayProps) {
  return (
    <>
      <style>{uiCss(HOST_CSS, LOADING_OVERLAY_CSS)}</style>
      <LoadingOverlay fallbackText={fallbackText || undefined} />
    </>
  );
}
