/** The driver performance element's own layout; the kit's CSS comes before it. */
export const PERFORMANCE_CSS = `
:host { display: block; }
.driver-performance { display: grid; gap: var(--_space-3); min-width: 0; max-width: 90em; margin: 0 auto; }
.page-heading { margin: 0; font-size: 1.3em; padding-bottom: var(--_space-1); border-bottom: 2px solid var(--_primary); }
.performance-controls { display: flex; flex-wrap: wrap; gap: var(--_space-2) var(--_space-4); align-items: flex-start; }
.performance-controls > .field { min-width: 12em; }
.performance-figures, .settle-panel, .score-list { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); padding: var(--_space-3); min-width: 0; }
.score-totals { display: grid; grid-template-columns: repeat(auto-fit, minmax(9em, 1fr)); gap: var(--_space-2); margin: 0 0 var(--_space-3); }
.score-totals div { background: var(--_surface-alt); border-radius: var(--_radius); padding: var(--_space-1) var(--_space-2); }
.score-totals dt { color: var(--_muted); font-size: 0.9em; }
.score-totals dd { margin: 0; font-weight: 700; font-size: 1.15em; }
.score-totals .score-value { color: var(--_primary); font-size: 1.5em; }
.chart-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 22em), 1fr)); gap: var(--_space-3); }
.chart-card { margin: 0; border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-2); min-width: 0; position: relative; display: grid; gap: var(--_space-1); align-content: start; }
.chart-title { font-weight: 700; }
.chart-empty, .chart-note { margin: 0; color: var(--_muted); }
.pie-body { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; }
.pie-wrap { position: relative; }
.slice { stroke: var(--_surface); stroke-width: 1; cursor: default; }
.slice-active { opacity: 0.8; }
.pie-tip { position: absolute; left: 0; top: 100%; margin: 4px 0 0; }
.chart-table { border-collapse: collapse; font-size: 0.9em; }
.chart-table th, .chart-table td { text-align: start; padding: 2px var(--_space-1); border-bottom: 1px solid var(--_border); }
.chart-table caption { text-align: start; color: var(--_muted); }
.chart-table .row-active { background: var(--_surface-alt); }
.swatch { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 2px; margin-inline-end: 6px; vertical-align: -1px; }
.plot-wrap { position: relative; min-height: 220px; }
.plot .uplot { width: 100%; font-family: var(--_font); }
.chart-tip { position: absolute; top: 8px; transform: translateX(12px); background: rgba(31, 41, 51, 0.92); color: #fff; padding: 6px 10px; border-radius: var(--_radius); pointer-events: none; font-size: 0.9em; z-index: 2; white-space: nowrap; }
.chart-tip p { margin: 0; }
.sample-details summary { cursor: pointer; color: var(--_primary); }
.table-scroll { overflow: auto; max-height: 16em; }
.settle-panel { display: grid; gap: var(--_space-2); justify-items: start; }
.settle-panel h3 { margin: 0; font-size: 1.1em; }
.settle-summary, .settle-progress p { margin: 0; }
.settle-progress { display: grid; gap: var(--_space-1); width: min(100%, 28em); }
.settle-progress progress { width: 100%; }
.settle-error { color: var(--_danger); margin: 0; }
.load-error { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); }
.nowrap { white-space: nowrap; }
@media (max-width: 480px) {
  .performance-figures, .settle-panel, .score-list { padding: var(--_space-2); }
  .plot-wrap { overflow: hidden; }
}
`;
