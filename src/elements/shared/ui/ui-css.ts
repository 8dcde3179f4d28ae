import { TOKENS_CSS } from './tokens';

/** A component's CSS: a string, or the list of strings it needs (its own and its parts'). */
export type CssPart = string | readonly CssPart[];

/** Rules every element needs once: box sizing, the focus ring and screen-reader-only text. */
export const BASE_CSS = `
:host { box-sizing: border-box; }
*, *::before, *::after { box-sizing: inherit; }
:focus-visible { outline: var(--_focus-ring); outline-offset: var(--_focus-offset); }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; } }
`;

function flatten(part: CssPart, into: string[]): void {
  if (typeof part === 'string') into.push(part);
  else for (const child of part) flatten(child, into);
}

/**
 * The stylesheet of one shadow root: the tokens and base rules once, then each part once in the
 * order first named. Component CSS constants list their own parts (a table needs buttons), so an
 * element names only what it renders and shared rules are never repeated.
 *
 *   <style>{uiCss(DATA_TABLE_CSS, DIALOG_CSS, MY_ELEMENT_CSS)}</style>
 */
export function uiCss(...parts: CssPart[]): string {
  const list: string[] = [TOKENS_CSS, BASE_CSS];
  flatten(parts, list);
  return [...new Set(list)].join('\n');
}
