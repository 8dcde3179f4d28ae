/** The bell and its 300px panel (spec 2.6, 9); themed through the kit's --fms-* tokens. */
export const NOTIFICATION_BELL_CSS = `
:host { display: inline-block; position: relative; color: inherit; }
.bell { position: relative; }
.bell-button { display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px; padding: 0; border: 0; border-radius: 50%; background: transparent; color: var(--fms-bell-color, currentColor); cursor: pointer; }
.bell-button:hover { background: rgba(127, 127, 127, 0.18); }
.bell-dot { fill: var(--_danger); stroke: var(--fms-bell-dot-ring, #fff); stroke-width: 1.2; }
.bell-icon-special { color: var(--fms-bell-special-color, #f5a623); }
.bell-panel { position: absolute; right: 0; top: calc(100% + 6px); z-index: var(--_z-dropdown); width: 300px; max-width: calc(100vw - 16px); box-sizing: border-box; padding: var(--_space-3); background: var(--_surface); color: var(--_text); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-2); }
.bell-panel[hidden] { display: none; }
.bell-panel-head { display: flex; align-items: center; gap: var(--_space-2); margin-bottom: var(--_space-2); }
.bell-panel-head h2 { flex: 1; margin: 0; font-size: 1.05em; }
.bell-back { padding-inline: 0; }
.bell-entries, .bell-switches { list-style: none; margin: 0; padding: 0; }
.bell-entry { display: flex; gap: var(--_space-2); align-items: flex-start; padding: var(--_space-2) var(--_space-1); border-radius: var(--_radius); color: inherit; text-decoration: none; }
.bell-entry:hover { background: var(--_surface-alt); }
.bell-entries li + li { border-top: 1px solid var(--_border); }
.category-icon { flex: none; margin-top: 2px; color: var(--_primary); }
.bell-entry-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.bell-entry-content { overflow-wrap: anywhere; }
.bell-entry-time { font-size: 0.86em; color: var(--_muted); }
.bell-empty { margin: var(--_space-3) 0; color: var(--_muted); text-align: center; }
.bell-more { display: block; margin-top: var(--_space-2); padding-top: var(--_space-2); border-top: 1px solid var(--_border); text-align: center; color: var(--_primary); }
.bell-switches li { display: flex; flex-direction: column; gap: 2px; padding: var(--_space-1) 0; }
.bell-switches .switch-field { justify-content: space-between; width: 100%; }
.bell-switch-hint { font-size: 0.86em; color: var(--_muted); }
.bell-error { display: flex; gap: var(--_space-1); align-items: center; margin: 0 0 var(--_space-2); color: var(--_danger); }
`;
