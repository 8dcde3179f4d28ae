/** The column the account pages sit in (light DOM, inside the root's layout). */
const ACCOUNT_PAGE_CSS = `
.account-page { box-sizing: border-box; width: 100%; margin: 0 auto; }
.account-form { max-width: 760px; display: flex; flex-direction: column; gap: 16px; }
.account-document { max-width: 960px; }
.account-brand { color: #fff; text-align: center; margin: 0; font-size: 1.5rem; }
.layout-ops .account-brand, .layout-default .account-brand { color: inherit; }
`;

let injected = false;

export function useAccountPageStyles(): void {
  if (injected || typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.dataset.fms = 'account-pages';
  style.textContent = ACCOUNT_PAGE_CSS;
  document.head.append(style);
  injected = true;
}
