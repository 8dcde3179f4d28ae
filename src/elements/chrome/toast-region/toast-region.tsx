// Not through the ui index: the layout's chrome would then load every shared component (issue 26, 5).
import { ToastRegion, TOAST_CSS } from '../../shared/ui/toast-region';
import { uiCss } from '../../shared/ui/ui-css';

const HOST_CSS = `
:host { display: block; }
`;

/** The page's toasts (the UI kit's ToastRegion), as the console's own region. */
export function PageToasts() {
  return (
    <div part="base">
      <style>{uiCss(TOAST_CSS, HOST_CSS)}</style>
      <ToastRegion shell />
    </div>
  );
}
