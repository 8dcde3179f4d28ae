/** The generic page's own chrome (light DOM): breadcrumbs, a shown title, tabs, several elements. */
export const PAGE_FRAME_CSS = `
.fms-breadcrumbs ol { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0 0 8px; padding: 0; font-size: 0.9rem; color: var(--fms-color-muted, #52606d); }
.fms-breadcrumbs li + li::before { content: '›'; margin-right: 4px; }
.fms-breadcrumbs a { color: var(--fms-color-primary, #17568c); }
.fms-breadcrumbs [aria-current="page"] { color: var(--fms-color-text, #1f2933); font-weight: 600; }
.fms-page-title { margin: 0 0 12px; font-size: 1.4rem; }
.fms-page-brand { color: #fff; text-align: center; margin: 0 0 16px; font-size: 1.5rem; }
.layout-ops .fms-page-brand, .layout-default .fms-page-brand { color: inherit; }
.fms-page-tabs { display: flex; gap: 4px; border-bottom: 1px solid #cbd2d9; margin-bottom: 12px; }
.fms-page-tabs [role="tab"] { padding: 8px 16px; border: 0; border-bottom: 3px solid transparent; background: none; font: inherit; cursor: pointer; color: #1f2933; }
.fms-page-tabs [role="tab"][aria-selected="true"] { border-bottom-color: #1f6fb2; font-weight: 700; }
.fms-page-tabs [role="tab"]:focus-visible { outline: 2px solid #1f6fb2; outline-offset: 2px; }
.fms-page-stack { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; }
.fms-page-columns { display: grid; gap: 24px; grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr)); align-items: start; }
.fms-declared-page .load-error { margin: 24px; color: #c62828; font-weight: 600; }
`;
