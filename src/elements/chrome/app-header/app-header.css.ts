/** The header bar (spec 2.5). */
export const APP_HEADER_CSS = `
:host { display: block; --_header-bg: var(--fms-header-background, #123b5d); --_header-text: var(--fms-header-color, #ffffff); }
.app-header { display: flex; align-items: center; gap: var(--_space-3); min-height: 56px; padding: 0 var(--_space-4); background: var(--_header-bg); color: var(--_header-text); }
.app-title { display: flex; align-items: center; gap: var(--_space-2); flex: 1; min-width: 0; margin: 0; font-size: 1.15em; font-weight: 700; }
.app-title-text { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.app-logo { width: 22px; height: 22px; flex: none; border-radius: 5px; background: linear-gradient(135deg, #8bb51e, #2e90b7); }
.app-version { flex: none; font-size: 0.72em; font-weight: 400; opacity: 0.85; padding: 1px 6px; border: 1px solid currentColor; border-radius: 999px; }
.app-header-tools { display: flex; align-items: center; gap: var(--_space-2); }
.header-event { display: flex; flex-direction: column; align-items: flex-end; margin: 0; font-size: 0.8em; line-height: 1.3; }
.header-event-label { opacity: 0.85; }
/* Their place while the bell and the menu load after the page's first content. */
fms-notification-bell:not(:defined), fms-user-menu:not(:defined) { display: inline-block; min-width: 36px; min-height: 36px; }
fms-user-menu { --fms-user-menu-border: rgba(255, 255, 255, 0.5); }
@media (max-width: 640px) { .header-event, .app-version { display: none; } }
`;
