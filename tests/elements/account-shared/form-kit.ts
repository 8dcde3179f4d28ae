import { restoreFetch } from '../fake-api';
import { waitFor } from '../helpers';

/** Helpers of the account form tests: the page reset, and finding, filling and reading form controls. */
const START_URL = location.pathname + location.search;

/** Empties the page, session storage and the fake server, and puts the test page's URL back. */
export function resetPage(): void {
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
  history.replaceState(null, '', START_URL);
  restoreFetch();
}

export const shadowOf = (el: Element) => el.shadowRoot!;

/** The control whose label (or aria-label) starts with `label`, once it is rendered. */
export function control<T extends HTMLElement = HTMLInputElement>(el: Element, label: string): Promise<T> {
  return waitFor(() => {
    const root = shadowOf(el);
    for (const lab of root.querySelectorAll('label')) {
      const text = (lab.textContent ?? '').replace('*', '').replace('（必填）', '').trim();
      if (text === label) {
        const id = lab.getAttribute('for');
        const found = id ? root.getElementById(id) : lab.querySelector('input');
        if (found) return found as T;
      }
    }
    return null;
  }, `the control labelled ${label}`);
}

/** Types into a React-controlled input the way the browser reports it. */
export async function fill(input: HTMLInputElement | HTMLSelectElement, value: string): Promise<void> {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  await nextTick();
}

export const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The button whose text or aria-label matches. */
export function button(el: Element, name: string | RegExp): Promise<HTMLButtonElement> {
  return waitFor(() => [...shadowOf(el).querySelectorAll('button')].find((b) => {
    const label = b.getAttribute('aria-label') ?? b.textContent ?? '';
    return typeof name === 'string' ? label.trim() === name : name.test(label);
  }) ?? null, `the button ${name}`);
}

export async function clickButton(el: Element, name: string | RegExp): Promise<void> {
  (await button(el, name)).click();
  await nextTick();
}

/** Waits for a text anywhere in the element's shadow root. */
export function waitText(el: Element, text: string): Promise<true> {
  return waitFor(() => (shadowOf(el).textContent ?? '').includes(text) || null, `the text ${text}`);
}

/** The error text tied to a control through aria-describedby. */
export function errorOf(el: Element, input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => shadowOf(el).getElementById(id)?.textContent ?? '').join(' ');
}
