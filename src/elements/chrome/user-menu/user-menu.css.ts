/** The user menu button and its popup (spec 2.7). */
export const USER_MENU_CSS = `
:host { display: inline-block; position: relative; color: inherit; }
.user-menu { position: relative; }
.user-menu-button { display: inline-flex; align-items: center; gap: var(--_space-2); padding: 4px 10px 4px 4px; font: inherit; color: inherit; background: transparent; border: 1px solid var(--fms-user-menu-border, rgba(127, 127, 127, 0.45)); border-radius: var(--_radius-pill); cursor: pointer; }
.user-menu-button:hover { background: rgba(127, 127, 127, 0.18); }
.user-avatar { display: inline-grid; place-items: center; width: 28px; height: 28px; border-radius: 50%; background: var(--_primary); color: var(--_on-primary); font-weight: 700; }
.user-menu-popup { position: absolute; right: 0; top: calc(100% + 6px); z-index: var(--_z-dropdown); min-width: 260px; padding: var(--_space-1) 0; background: var(--_surface); color: var(--_text); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-2); }
.user-menu-popup[hidden] { display: none; }
[role="menu"] { list-style: none; margin: 0; padding: 0; }
[role="menuitem"] { display: block; width: 100%; box-sizing: border-box; padding: var(--_space-2) var(--_space-4); font: inherit; text-align: left; color: var(--_text); background: none; border: 0; text-decoration: none; cursor: pointer; }
[role="menuitem"]:hover, [role="menuitem"]:focus { background: var(--_surface-alt); }
[role="menuitem"]:focus-visible { outline: var(--_focus-ring); outline-offset: -2px; }
[role="separator"] { height: 1px; margin: var(--_space-1) 0; background: var(--_border); }
.user-menu-meta { display: flex; flex-direction: column; gap: 2px; margin: var(--_space-1) 0 0; padding: var(--_space-2) var(--_space-4) var(--_space-1); border-top: 1px solid var(--_border); font-size: 0.82em; color: var(--_muted); }
`;
