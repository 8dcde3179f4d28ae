import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { sendKeys } from '@web/test-runner-commands';
import { uiCss, type CssPart } from '../../../../src/elements/shared/ui/ui-css';

// These tests drive React directly, so React must know it runs under act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  host: HTMLElement;
  shadow: ShadowRoot;
  rerender: (ui: ReactNode) => Promise<void>;
  unmount: () => Promise<void>;
}

const roots: Root[] = [];

/** Renders UI into a shadow root, with the kit's CSS, as an element of the console would. */
export async function render(ui: ReactNode, ...css: CssPart[]): Promise<Rendered> {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const root = createRoot(shadow);
  roots.push(root);
  const paint = (node: ReactNode) => act(async () => root.render(<><style>{uiCss(...css)}</style>{node}</>));
  await paint(ui);
  return { host, shadow, rerender: paint, unmount: () => act(async () => root.unmount()) };
}

/** Unmounts everything rendered and empties the page; call in afterEach. */
export async function cleanup(): Promise<void> {
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = '';
}

/** Lets a frame pass inside act(), so layout-driven updates (ResizeObserver) are flushed too. */
export async function nextFrame(): Promise<void> {
  await act(async () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Clicks like a user (the browser's click), letting React finish its updates. */
export async function click(el: Element | null | undefined): Promise<void> {
  if (!(el instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => el.click());
  await nextFrame();
}

/** Moves focus to an element, letting React handle the focus event. */
export async function focus(el: Element | null | undefined): Promise<void> {
  if (!(el instanceof HTMLElement)) throw new Error('nothing to focus');
  await act(async () => el.focus());
}

/** Presses a real key in the browser (Playwright), on whatever has focus. */
export async function press(key: string): Promise<void> {
  await act(async () => sendKeys({ press: key }));
}

/** Types real keystrokes into the focused control. */
export async function type(text: string): Promise<void> {
  await act(async () => sendKeys({ type: text }));
}

/** Sets a control's value as the browser does when the user picks one (a date, an option), then fires its events. */
export async function setValue(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): Promise<void> {
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
  await act(async () => {
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Waits inside act() so timers and store updates reach the screen. */
export async function waitUntil<T>(check: () => T | null | undefined | false, what: string, timeoutMs = 3000): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** A control found by its accessible name as a user hears it (aria-label, aria-labelledby or <label>). */
export function byName<T extends Element = HTMLElement>(root: ParentNode, name: string, selector = 'button, input, select, textarea, a, [role]'): T {
  const found = [...root.querySelectorAll<HTMLElement>(selector)].find((el) => accessibleName(el) === name);
  if (!found) throw new Error(`no control named ${name}`);
  return found as unknown as T;
}

function accessibleName(el: HTMLElement): string {
  const root = el.getRootNode() as Document | ShadowRoot;
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) return labelledBy.split(' ').map((id) => root.getElementById(id)?.textContent ?? '').join(' ').trim();
  const label = el.getAttribute('aria-label');
  if (label) return label;
  const labels = (el as HTMLInputElement).labels;
  if (labels?.length) return [...labels].map((l) => [...l.childNodes].filter((n) => !(n instanceof Element && n.matches('input, select, textarea, .required, .visually-hidden'))).map((n) => n.textContent).join('')).join(' ').trim();
  return (el.textContent ?? '').trim();
}
