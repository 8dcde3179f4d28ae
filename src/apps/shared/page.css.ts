/** The look of the console's own page content (light DOM); layouts and elements bring their own styles. */
export const PAGE_CSS = `
.status-card { box-sizing: border-box; width: 100%; max-width: 520px; margin: 24px auto; padding: 32px; background: #fff; border: 1px solid #cbd2d9; border-radius: 12px; text-align: center; box-shadow: 0 1px 2px rgba(15, 23, 42, 0.12); }
.status-card h1 { margin: 0 0 12px; font-size: 1.6rem; }
.status-card p { color: #3e4c59; }
.status-code { font-size: 3rem; font-weight: 700; color: #1f6fb2; margin: 0; }
.status-card a { color: #17568c; font-weight: 600; }
.sign-in-page { display: flex; flex-direction: column; align-items: center; gap: 16px; }
.sign-in-page h1 { color: #fff; text-align: center; margin: 0; font-size: 1.5rem; }
.load-error { margin: 24px; color: #c62828; font-weight: 600; }
`;

let injected = false;

export function usePageStyles(): void {
  if (injected || typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.dataset.fms = 'pages';
  style.textContent = PAGE_CSS;
  document.head.append(style);
  injected = true;
}
