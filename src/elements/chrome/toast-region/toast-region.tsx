import { ToastRegion, TOAST_CSS, uiCss } from '../../shared/ui';

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
