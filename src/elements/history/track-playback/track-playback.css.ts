import { BUTTON_CSS } from '../../shared/ui/button';
import { FORM_CSS } from '../../shared/ui/form-field';
import type { CssPart } from '../../shared/ui/ui-css';
import { BASEMAP_CSS } from '../../shared/ui/map/basemap-css';
import { LEAFLET_CSS } from '../../shared/ui/map/leaflet-css';

const OWN = `
:host { display: block; }
.track-playback { display: grid; gap: var(--_space-2); min-width: 0; }
.track-playback h2 { margin: 0; font-size: 1.25em; padding-bottom: var(--_space-1); border-bottom: 2px solid var(--_primary); }
.track-playback h3 { margin: 0 0 var(--_space-1); font-size: 1.05em; }
.journey-summary { display: flex; flex-wrap: wrap; gap: var(--_space-1) var(--_space-3); margin: 0; }
.journey-summary div { min-width: 0; }
.journey-summary dt { color: var(--_muted); font-size: 0.9em; }
.journey-summary dd { margin: 0; overflow-wrap: anywhere; }
.replay-body { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 1fr); gap: var(--_space-2); align-items: start; }
.replay-body[hidden] { display: none; }
.map-column, .side-column { display: grid; gap: var(--_space-1); min-width: 0; }
.replay-map { height: var(--fms-track-map-height, 60vh); min-height: 260px; border: 1px solid var(--_border); border-radius: var(--_radius); }
.playback-bar { display: grid; gap: var(--_space-1); padding: var(--_space-1); background: var(--_surface-alt); border-radius: var(--_radius); }
.bar-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1); }
.speeds { display: inline-flex; flex-wrap: wrap; gap: 2px; }
.speed-button[aria-pressed="true"] { background: var(--_primary); color: var(--_on-primary); border-color: var(--_primary); }
.follow { display: inline-flex; align-items: center; gap: 4px; }
.replay-clock { font-family: var(--_font-mono); margin-left: auto; }
.scrub-row { flex-wrap: nowrap; }
.scrub { flex: 1; min-width: 0; }
.edge-time { font-family: var(--_font-mono); font-size: 0.85em; color: var(--_muted); }
.speed-legend { display: flex; flex-wrap: wrap; gap: var(--_space-1) var(--_space-2); list-style: none; margin: 0; padding: 0; font-size: 0.9em; }
.swatch { display: inline-block; width: 14px; height: 14px; border-radius: 3px; margin-right: 4px; vertical-align: -2px; }
.stop-swatch { background: #52606d; border-radius: 50%; }
.event-swatch { background: #c62828; border-radius: 50%; }
.side-section { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-1); min-width: 0; }
.event-list { list-style: none; margin: 0; padding: 0; max-height: 40vh; overflow-y: auto; }
.event-jump { display: block; width: 100%; text-align: start; background: none; border: 0; border-bottom: 1px solid var(--_border); padding: var(--_space-1) 2px; cursor: pointer; font: inherit; color: inherit; }
.event-jump:hover, .event-jump[aria-current="true"] { background: var(--_surface-alt); }
.event-time { font-family: var(--_font-mono); }
.event-type { font-weight: 700; }
.event-title { display: block; color: var(--_muted); overflow-wrap: anywhere; }
.table-scroll { overflow-x: auto; }
.stop-table { width: 100%; border-collapse: collapse; }
.stop-table th, .stop-table td { text-align: start; padding: 2px var(--_space-1); border-bottom: 1px solid var(--_border); white-space: nowrap; }
.link-button { background: none; border: 0; color: var(--_primary); text-decoration: underline; cursor: pointer; font: inherit; padding: 0; }
.extra-form { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1); }
.extra-form select { max-width: 100%; min-width: 0; }
.extra-list { list-style: none; margin: var(--_space-1) 0 0; padding: 0; display: grid; gap: 4px; }
.extra-list li { display: flex; align-items: center; gap: 4px; }
.extra-list .btn { margin-left: auto; }
.muted { color: var(--_muted); margin: 0; }
.replay-error { display: flex; gap: var(--_space-1); align-items: center; }
.truck-marker { display: grid; place-items: center; }
.truck-arrow { width: 18px; height: 18px; border: 2px solid #fff; border-radius: 50% 50% 50% 0; transform-origin: 50% 50%; box-shadow: 0 0 0 1px rgba(0,0,0,.4); display: block; clip-path: polygon(50% 0, 100% 100%, 50% 75%, 0 100%); border-radius: 0; }
.truck-label { position: absolute; top: 20px; left: 50%; transform: translateX(-50%); white-space: nowrap; background: rgba(255,255,255,.9); color: #1f2933; font-size: 11px; padding: 0 3px; border-radius: 3px; }
@media (max-width: 900px) { .replay-body { grid-template-columns: minmax(0, 1fr); } .replay-map { height: var(--fms-track-map-height, 50vh); } }
`;

export const TRACK_PLAYBACK_CSS: CssPart = [LEAFLET_CSS, BASEMAP_CSS, FORM_CSS, BUTTON_CSS, OWN];
