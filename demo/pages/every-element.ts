/**
 * Every tag the loader knows, defined by /elements/loader.js on a page that gives its tokens late
 * (issue 23, 1): once every element is defined, and only when 以夥伴帳號登入 is pressed, does the
 * page call `window.fmsConsole.provideTokens`. Until then the elements that need a session wait
 * and ask nothing; then each loads. tests/e2e/partner-portal.spec.ts runs it across origins.
 */
import { CONSOLE, partnerTokenProvider, showLoadError } from './partner-kit';

const status = document.getElementById('status')!;
const button = document.getElementById('sign-in') as HTMLButtonElement;

async function start(): Promise<void> {
  const loader = (await import(/* @vite-ignore */ `${CONSOLE}/elements/loader.js`)) as { elements: string[] };
  const main = document.getElementById('elements')!;
  for (const tag of loader.elements) {
    const section = document.createElement('section');
    section.setAttribute('aria-label', tag);
    section.append(document.createElement(tag));
    main.append(section);
  }
  await Promise.all(loader.elements.map((tag) => customElements.whenDefined(tag)));
  status.textContent = `已定義 ${loader.elements.length} 個元素，尚未登入。`;
  button.disabled = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    const ok = await window.fmsConsole!.provideTokens(partnerTokenProvider());
    status.textContent = ok ? '已登入。' : '登入失敗。';
  });
}

start().catch(showLoadError(status));
