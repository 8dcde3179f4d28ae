export const DEVICE_DETAIL_CSS = `
:host { display: block; }
.devices { container-type: inline-size; display: grid; gap: var(--_space-3); background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); padding: var(--_space-4); box-shadow: var(--_shadow-1); }
.devices > * { min-width: 0; }
.devices-head { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2) var(--_space-4); }
.devices-head h2 { margin: 0; font-size: 1.25em; }
.devices-head .segmented-field { margin-left: auto; }
.muted { color: var(--_muted); }
h4 { margin: 0 0 var(--_space-1); font-size: 1em; }
.chart { position: relative; display: grid; gap: var(--_space-2); }
.chart-note { margin: 0; color: var(--_muted); }
.chart-note.alert { color: var(--_danger); font-weight: 600; }
.chart-plot { min-height: 300px; }
.chart-plot .uplot { width: 100%; font-family: var(--_font); }
.chart-tip { position: absolute; top: 8px; transform: translateX(12px); background: rgba(31, 41, 51, 0.92); color: #fff; padding: 6px 10px; border-radius: var(--_radius); pointer-events: none; font-size: 0.9em; z-index: 2; white-space: nowrap; }
.chart-tip p { margin: 0; }
.chart-tip-time { font-weight: 700; }
.chart-tip .outside { color: #ffb4a8; font-weight: 700; }
.latest, .facts { display: flex; flex-wrap: wrap; gap: var(--_space-2) var(--_space-4); margin: 0; }
.latest div, .facts div { display: grid; gap: 2px; min-width: 110px; }
.latest dt, .facts dt { color: var(--_muted); font-size: 0.85em; }
.latest dd, .facts dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.tpms { display: grid; gap: var(--_space-2); }
.tpms-summary { margin: 0; font-weight: 600; }
.tpms-summary.alert { color: var(--_danger); }
.truck { display: grid; gap: var(--_space-3); justify-items: center; padding: var(--_space-3); background: var(--_surface-alt); border-radius: var(--_radius-large); }
.truck-cab { width: 180px; padding: 6px; text-align: center; border: 2px solid var(--_border); border-radius: 24px 24px 6px 6px; background: var(--_surface); color: var(--_muted); }
.axle { display: grid; grid-template-columns: 1fr 60px 1fr; align-items: center; gap: var(--_space-2); width: 100%; max-width: 760px; }
.axle-bar { height: 8px; background: var(--_muted); border-radius: 4px; }
.side { list-style: none; margin: 0; padding: 0; display: flex; gap: var(--_space-1); }
.side.left { justify-content: flex-end; }
.tyre { display: grid; gap: 2px; min-width: 96px; padding: 6px 8px; border: 2px solid var(--_success); border-radius: 10px; background: var(--_surface); font-size: 0.88em; text-align: center; }
.tyre.warning { border-color: var(--_danger); background: color-mix(in srgb, var(--_danger) 10%, var(--_surface)); }
.tyre-name { font-weight: 700; }
.tyre-value { font-variant-numeric: tabular-nums; }
.tyre-status { font-weight: 600; color: var(--_success); }
.tyre.warning .tyre-status { color: var(--_danger); }
.panel-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); gap: var(--_space-4); }
.events, .channels { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.channels li { display: flex; justify-content: space-between; gap: var(--_space-2); max-width: 360px; }
.events time { color: var(--_muted); font-variant-numeric: tabular-nums; }
.link { color: var(--_primary); }
/* The element's own width decides (a phone, or a narrow column of a wide page): tyres share the row. */
@container (max-width: 720px) { .axle { grid-template-columns: 1fr 24px 1fr; } .tyre { min-width: 72px; } }
@container (max-width: 480px) {
  .devices-head .segmented-field { margin-left: 0; }
  .truck { padding: var(--_space-2); }
  .truck-cab { width: auto; min-width: 120px; }
  .axle { grid-template-columns: 1fr 10px 1fr; gap: 4px; }
  .side { gap: 4px; }
  .tyre { flex: 1 1 0; min-width: 0; padding: 4px 2px; font-size: 0.78em; }
}
`;
