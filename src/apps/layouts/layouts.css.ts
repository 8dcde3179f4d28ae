/**
 * The frames of the layouts (light DOM). Elements bring their own shadow styles; this sheet only
 * places them. Injected once, by the first layout that is built.
 */
export const LAYOUTS_CSS = `
:root { color: #1f2933; font-family: "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", system-ui, sans-serif; font-size: 14px; }
body { margin: 0; background: #f4f6f8; }
.layout { min-height: 100vh; }
.layout-page { display: block; min-width: 0; outline: none; }
.skip-link { position: absolute; left: 8px; top: -40px; z-index: 2000; padding: 6px 12px; background: #fff; color: #17568c; border-radius: 6px; }
.skip-link:focus { top: 8px; }

.layout-default { display: grid; grid-template-columns: 220px minmax(0, 1fr); grid-template-rows: auto 1fr auto; grid-template-areas: "header header" "nav page" "nav footer"; }
.layout-default > fms-app-header { grid-area: header; position: sticky; top: 0; z-index: 1100; }
.layout-default > .layout-nav { grid-area: nav; background: #0f2f4a; }
.layout-default > .layout-nav fms-main-nav { position: sticky; top: 56px; max-height: calc(100vh - 56px); overflow-y: auto; }
.layout-default > .layout-page { grid-area: page; padding: 20px 24px; }
.layout-default > fms-app-footer { grid-area: footer; }
/* A phone or a narrow window: the page starts under the header; the navigation is a drawer (issue 10, 18). */
@media (max-width: 760px) {
  .layout-default { grid-template-columns: minmax(0, 1fr); grid-template-areas: "header" "page" "footer"; }
  .layout-default > .layout-nav { display: none; }
  .layout-default.nav-open > .layout-nav { display: block; position: fixed; top: 0; bottom: 0; left: 0; z-index: 1200; width: min(260px, 85vw); overflow-y: auto; box-shadow: 0 12px 32px rgba(15, 23, 42, 0.24); }
  .layout-default > .layout-nav fms-main-nav { position: static; max-height: none; min-height: 100%; }
  .layout-default > .layout-page { padding: 12px; }
}
@media (min-width: 761px) {
  .layout-default .drawer-toggle, .layout-default > .drawer-mask { display: none; }
}

/* Printing a page (the monthly report's 列印): the page alone, without the header, menu, footer or overlays. */
@media print {
  body { background: #fff; }
  .layout > fms-app-header, .layout > .layout-nav, .layout > .drawer-mask, .layout > fms-app-footer, .layout > fms-ops-sidebar,
  fms-loading-overlay, fms-toast-region, .skip-link, .back-bar { display: none !important; }
  .layout, .layout-default { display: block; min-height: 0; }
  .layout > .layout-page { padding: 0 !important; }
}

.layout-sign-in { display: flex; flex-direction: column; background: linear-gradient(135deg, #123b5d, #1f6fb2); }
.layout-sign-in > .layout-page { flex: 1; display: grid; place-items: center; padding: 32px 16px; box-sizing: border-box; }
.layout-sign-in > fms-app-footer { --fms-footer-color: #e4ecf3; }

.layout-ops, .layout-ops-sidebar { display: flex; flex-direction: column; }
.layout-ops > .layout-page, .layout-ops-sidebar > .layout-page { flex: 1; padding: 16px 20px; }
.back-bar { display: flex; align-items: center; min-height: 40px; padding: 0 12px; background: #fff; border-bottom: 1px solid #cbd2d9; }
.back-bar[hidden] { display: none; }
.back-link { display: inline-flex; align-items: center; gap: 4px; padding: 6px 8px; font: inherit; color: #17568c; background: none; border: 0; border-radius: 6px; cursor: pointer; text-decoration: underline; }
.back-link[hidden] { display: none; }
.back-link:focus-visible, .drawer-toggle:focus-visible { outline: 2px solid #1f6fb2; outline-offset: 2px; }

.drawer-toggle { font: inherit; color: #fff; background: transparent; border: 1px solid rgba(255, 255, 255, 0.6); border-radius: 6px; padding: 4px 10px; cursor: pointer; }
.drawer-mask { position: fixed; inset: 0; z-index: 1150; background: rgba(15, 23, 42, 0.45); }
.drawer { position: fixed; top: 0; bottom: 0; left: 0; z-index: 1200; width: 240px; background: #0f2f4a; box-shadow: 0 12px 32px rgba(15, 23, 42, 0.24); }
.drawer fms-main-nav { height: 100%; }
.drawer[hidden], .drawer-mask[hidden] { display: none; }

.layout-ops-web { display: grid; grid-template-columns: 200px minmax(0, 1fr); }
.layout-ops-web > fms-ops-sidebar { min-height: 100vh; }
.layout-ops-web > .layout-page { padding: 16px 20px; }
/* A phone: the four links sit above the page instead of taking half of its width. */
@media (max-width: 600px) {
  .layout-ops-web { grid-template-columns: minmax(0, 1fr); }
  .layout-ops-web > fms-ops-sidebar { min-height: 0; }
  .layout-ops-web > .layout-page { padding: 12px 16px; }
}

.layout-mobile { display: flex; flex-direction: column; padding-bottom: 64px; background: #fff; }
.layout-mobile > .mobile-bar { display: flex; align-items: center; gap: 8px; min-height: 48px; padding: 0 12px; background: #123b5d; color: #fff; }
.mobile-bar .back-link { color: #fff; }
.mobile-bar .back-link:focus-visible { outline-color: #fff; }
.mobile-title { margin: 0; font-size: 1.05rem; font-weight: 700; }
.layout-mobile > .layout-page { flex: 1; padding: 12px 16px; }
.mobile-notice { margin: 0 16px 12px; padding: 8px 12px; max-height: 160px; overflow-y: auto; background: #f5f7fa; border: 1px solid #cbd2d9; border-radius: 8px; font-size: 0.9rem; color: #3e4c59; }
.mobile-notice:focus-visible { outline: 2px solid #1f6fb2; outline-offset: 2px; }
.mobile-notice h2 { margin: 0 0 4px; font-size: 0.95rem; color: #1f2933; }
.mobile-notice ol { margin: 0; padding-left: 1.4em; }
.mobile-footer { position: fixed; left: 0; right: 0; bottom: 0; z-index: 1100; background: #fff; border-top: 1px solid #cbd2d9; }
`;

let injected = false;

export function injectLayoutStyles(): void {
  if (injected || typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.dataset.fms = 'layouts';
  style.textContent = LAYOUTS_CSS;
  document.head.append(style);
  injected = true;
}
