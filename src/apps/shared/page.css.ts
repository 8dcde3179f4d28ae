/** The look of the console's own pages (light DOM); elements bring their own styles. */
export const PAGE_CSS = `
:root { --fms-color-primary: #1f6fb2; color: #1f2933; font-family: "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif; }
body { margin: 0; background: #f4f6f8; }
.page-center { min-height: 100vh; display: grid; place-items: center; padding: 24px; box-sizing: border-box; }
.status-card { background: #fff; border: 1px solid #cbd2d9; border-radius: 12px; padding: 32px; max-width: 520px; text-align: center; }
.status-card h1 { margin: 0 0 12px; font-size: 1.6rem; }
.status-card p { color: #3e4c59; }
.status-code { font-size: 3rem; font-weight: 700; color: #1f6fb2; margin: 0; }
a { color: #1f6fb2; }
.topbar { display: flex; justify-content: space-between; align-items: center; padding: 12px 20px; background: #123b5d; color: #fff; }
.topbar button { font: inherit; background: transparent; color: #fff; border: 1px solid #fff; border-radius: 6px; padding: 4px 12px; cursor: pointer; }
.sign-in-page { min-height: 100vh; display: grid; place-items: center; background: linear-gradient(135deg, #123b5d, #1f6fb2); }
.sign-in-page h1 { color: #fff; text-align: center; margin-bottom: 16px; font-size: 1.5rem; }
`;

let injected = false;
export function usePageStyles(): void {
  if (injected || typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.textContent = PAGE_CSS;
  document.head.append(style);
  injected = true;
}
