/**
 * The event pages' own rules. Colour filters (spec 3, 9) — green marks a kind switched on, blue
 * an informative DTC (level C), pink a critical one (level A): the colours stripe and outline, and
 * the words beside them keep the text colour, so the contrast of the text never depends on them.
 */
export const EVENTS_CSS = `
.nowrap { white-space: nowrap; }
.kind-toggles { display: flex; flex-wrap: wrap; gap: var(--_space-1); margin: 0 0 var(--_space-2); }
.kind-toggle { display: inline-flex; align-items: center; gap: 4px; min-height: 36px; padding: 2px 10px; border-radius: 999px;
  border: 2px solid var(--_border); background: var(--_surface); color: var(--_text); font: inherit; cursor: pointer; }
.kind-toggle.on { border-color: var(--_green); background: color-mix(in srgb, var(--_green) 14%, var(--_surface)); }
.kind-toggle.off { color: var(--_muted); }
.kind-toggle:focus-visible { outline: var(--_focus-ring); outline-offset: var(--_focus-offset); }
.kind-toggle:disabled { cursor: default; opacity: 0.7; }
.event-kind-icon.on { color: var(--_green); }
.event-kind-icon.off { color: var(--_muted); }
.event-type { display: inline-flex; align-items: center; gap: 4px; }
.event-content { display: flex; flex-direction: column; gap: 2px; min-width: 12em; }
.dtc-note { display: flex; flex-wrap: wrap; gap: 2px 8px; align-items: baseline; padding-left: 6px; border-left: 4px solid var(--_muted); }
.dtc-note.level-A { border-left-color: var(--_pink); }
.dtc-note.level-B { border-left-color: var(--_warning); }
.dtc-note.level-C { border-left-color: var(--_blue); }
.dtc-code { font-weight: 700; font-variant-numeric: tabular-nums; }
.dtc-level { font-weight: 700; }
.dtc-note.level-A .dtc-advice { color: var(--_danger); font-weight: 600; }
.link-button { border: 0; background: none; padding: 0; font: inherit; color: var(--_primary); text-decoration: underline; cursor: pointer; }
.link-button:focus-visible, .replay-link:focus-visible { outline: var(--_focus-ring); outline-offset: var(--_focus-offset); }
.replay-link { color: var(--_primary); white-space: nowrap; }
`;
