/** The main navigation's look: a dark sidebar by default, re-themed with the custom properties below. */
export const MAIN_NAV_CSS = `
:host { display: block; --_nav-bg: var(--fms-nav-background, #0f2f4a); --_nav-text: var(--fms-nav-color, #e4ecf3); --_nav-current: var(--fms-nav-current-background, #1f6fb2); }
nav { height: 100%; background: var(--_nav-bg); color: var(--_nav-text); padding: var(--_space-2) 0; overflow-y: auto; }
ul { list-style: none; margin: 0; padding: 0; }
.nav-heading { margin: 0; font-size: 0.92em; font-weight: 600; }
.nav-heading button { display: flex; align-items: center; justify-content: space-between; width: 100%; padding: var(--_space-2) var(--_space-4); font: inherit; color: inherit; background: none; border: 0; cursor: pointer; letter-spacing: 0.04em; opacity: 0.9; }
.nav-heading button::after { content: "▾" / ""; font-size: 0.8em; }
.nav-heading button[aria-expanded="false"]::after { content: "▸" / ""; }
.nav-heading button:hover { opacity: 1; background: rgba(255, 255, 255, 0.08); }
.nav-items[hidden] { display: none; }
.nav-items a { display: block; padding: 7px var(--_space-4) 7px calc(var(--_space-4) + 12px); color: inherit; text-decoration: none; border-left: 3px solid transparent; }
.nav-items a:hover { background: rgba(255, 255, 255, 0.08); }
.nav-items a[aria-current="page"] { background: var(--_nav-current); border-left-color: #fff; color: #fff; font-weight: 600; }
:focus-visible { outline: 2px solid #fff; outline-offset: -2px; }
`;
