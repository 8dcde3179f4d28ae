/** The report's screen and print styles (A4 portrait, black-and-white readable: arrows and words carry every change). */
export const MONTHLY_REPORT_CSS = `
:host { display: block; }
.report { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-1); padding: var(--_space-4); }
.report-header { display: flex; flex-wrap: wrap; gap: var(--_space-3); align-items: flex-end; justify-content: space-between; margin-bottom: var(--_space-3); }
.report-header h2 { margin: 0; font-size: 1.35em; }
.meta { display: flex; flex-wrap: wrap; gap: var(--_space-1) var(--_space-3); margin: var(--_space-1) 0 0; color: var(--_muted); }
.report-actions { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: flex-end; }
.report-actions .field { min-width: 150px; margin: 0; }
.share-link { margin-bottom: var(--_space-3); }
.share-link input { width: 100%; box-sizing: border-box; font-family: var(--_font-mono); font-size: 0.85em; }
.share-links { margin-top: var(--_space-4); border-top: 1px solid var(--_border); padding-top: var(--_space-3); }
.share-links h3 { margin: 0 0 var(--_space-2); font-size: 1em; }
.share-links ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-2); }
.share-links li { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1) var(--_space-3); padding: var(--_space-2) 0; border-bottom: 1px solid var(--_border); }
.share-links li .btn { margin-left: auto; }
.share-month { font-weight: 700; }
.share-links-empty { color: var(--_muted); margin: 0; }
.report-error { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; color: var(--_danger); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); gap: var(--_space-3); }
.report-card { --tone: var(--_blue); display: flex; flex-direction: column; gap: var(--_space-1); min-width: 0; padding: var(--_space-3); border: 1px solid var(--_border); border-top: 4px solid var(--tone); border-radius: var(--_radius); background: var(--_surface); break-inside: avoid; page-break-inside: avoid; }
.tone-green { --tone: var(--_green); }
.tone-blue { --tone: var(--_blue); }
.tone-pink { --tone: var(--_pink); }
.card-top { display: flex; align-items: center; gap: var(--_space-2); }
.card-top h3 { margin: 0; font-size: 1em; }
.icon-disc { display: inline-grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; background: var(--tone); color: #fff; flex: none; }
.figure { margin: 0; font-size: 1.6em; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.figure .unit { font-size: 0.55em; font-weight: 400; color: var(--_muted); }
.change { margin: 0; font-size: 0.9em; color: var(--_muted); }
.change.better::first-letter, .change.worse::first-letter { font-weight: 700; }
.change.better span { color: #4d6a0f; }
.change.worse span { color: #b3261e; }
.extra, .top { margin: 0; font-size: 0.85em; color: var(--_muted); overflow-wrap: anywhere; }
.top-label { font-weight: 700; }
.top-car { white-space: nowrap; }
.daily { width: 100%; height: 36px; display: block; fill: var(--tone); }
.footnote { margin: var(--_space-3) 0 0; font-size: 0.85em; color: var(--_muted); }
@media (max-width: 480px) {
  .report { padding: var(--_space-2); }
  .cards { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: var(--_space-2); }
  .report-card { padding: var(--_space-2); }
  .figure { font-size: 1.3em; }
  .daily { height: 28px; }
}
@media print {
  .report { border: 0; box-shadow: none; padding: 0; }
  .report-actions, .share-link, .share-links, .report-error { display: none !important; }
  .cards { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 3mm; }
  .report-card { box-shadow: none; border-color: #666; border-top-width: 3px; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .meta, .change, .extra, .top, .footnote, .figure .unit { color: #000; }
  .daily { fill: #444; }
  .icon-disc { background: #fff; color: #000; border: 1.5px solid #000; }
}
`;
