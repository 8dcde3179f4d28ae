import { BUTTON_CSS } from '../../shared/ui/button';
import { EMPTY_STATE_CSS } from '../../shared/ui/empty-state';
import { FORM_CSS } from '../../shared/ui/form-field';
import { SPINNER_CSS } from '../../shared/ui/spinner';
import { SWITCH_CSS } from '../../shared/ui/switch';
import type { CssPart } from '../../shared/ui/ui-css';
import { VIRTUAL_LIST_CSS } from '../../shared/ui/virtual-list';
import { BASEMAP_CSS } from '../../shared/ui/map/basemap-css';
import { LEAFLET_CSS } from '../../shared/ui/map/leaflet-css';

const OWN = `
/* Sized by the page (height: 100% of a container with a height) or, without one, by min-height;
   never by its content: the layout fills the host absolutely, so 10,000 trucks do not grow the
   element (the truck list scrolls inside) and nothing spills over the next element. */
:host { display: block; position: relative; height: 100%; min-height: 480px; }
.monitor { position: absolute; inset: 0; display: grid; grid-template-columns: minmax(0, 73fr) minmax(340px, 27fr); gap: var(--_space-2); }
.monitor-half { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
.map-area { position: relative; display: flex; flex-direction: column; min-height: 0; min-width: 0; }
.map-bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_space-2); padding: var(--_space-1) 0 var(--_space-2); }
.map { flex: 1; min-height: 360px; border: 1px solid var(--_border); border-radius: var(--_radius); }
.map:focus-visible { outline: var(--_focus-ring); outline-offset: 1px; }
.leaflet-container { background: #c9dcea; font-family: var(--_font); }
.leaflet-container.fms-over-truck { cursor: pointer; }
/* Fence names sit under the trucks (their own pane), quieter than a truck's label. */
.leaflet-tooltip.fms-fence-name { padding: 1px 6px; font-size: 12px; font-weight: 600; color: #17466f; background: rgba(255,255,255,0.8); border-color: #1f6fb2; box-shadow: none; }
.legend { display: flex; flex-wrap: wrap; gap: 4px; }
.legend-item { display: inline-flex; align-items: center; gap: 6px; padding: 3px 10px; font: inherit; font-size: 0.92em; color: var(--_text); background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-pill); cursor: pointer; }
.legend-item[aria-pressed="false"] { color: var(--_muted); background: var(--_surface-alt); text-decoration: line-through; }
.legend-item[aria-pressed="false"] .legend-swatch { opacity: 0.35; }
.legend-swatch, .dot { display: inline-block; width: 12px; height: 12px; border-radius: 50%; border: 2px solid #fff; box-shadow: 0 0 0 1px rgba(0,0,0,0.25); flex: none; }
.legend-count { font-weight: 700; font-variant-numeric: tabular-nums; }
.map-settings { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2) var(--_space-4); }
.label-set { display: flex; align-items: center; gap: var(--_space-3); border: 0; margin: 0; padding: 0; }
.label-set legend { float: left; padding: 0; margin-right: var(--_space-2); color: var(--_muted); }
.follow-banner { position: absolute; left: 50%; bottom: var(--_space-4); translate: -50% 0; z-index: 800; display: flex; align-items: center; gap: var(--_space-2); margin: 0; padding: 6px 12px; background: var(--_surface); border-radius: var(--_radius-pill); box-shadow: var(--_shadow-2); }
.label-hint { position: absolute; left: var(--_space-2); right: var(--_space-2); bottom: var(--_space-4); z-index: 800; margin: 0 auto; max-width: 32em; width: fit-content; padding: 6px 12px; background: var(--_surface); color: var(--_text); border-radius: var(--_radius); box-shadow: var(--_shadow-2); font-size: 0.9em; }
.label-hint:empty { display: none; }
.detail { display: block; }
.side { display: flex; flex-direction: column; gap: var(--_space-2); min-height: 0; min-width: 0; }
.filters { display: grid; grid-template-columns: 1fr; gap: var(--_space-2); }
.monitor-half .filters { grid-template-columns: 2fr 1fr; }
.filter { display: grid; gap: 2px; }
.filter-label { font-size: 0.9em; color: var(--_muted); }
.filter input, .filter select { font: inherit; padding: 6px 8px; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); color: var(--_text); min-width: 0; }
.trucks { display: flex; flex-direction: column; flex: 1; min-height: 200px; }
.trucks-count { margin: 0 0 4px; color: var(--_muted); font-size: 0.9em; }
.trucks-body { flex: 1; min-height: 0; }
/* Plate, status (up to 5 characters: 未安裝設備) and speed get the width their text needs; the driver takes the rest. */
.truck-row { display: grid; grid-template-columns: 7.6em minmax(0, 1fr) 5.2em 4.6em; gap: 6px; align-items: center; width: 100%; font-size: 0.875rem; }
.trucks-wide .truck-row { grid-template-columns: 7.6em minmax(0, 1fr) 5.2em 4.6em minmax(0, 1fr) minmax(0, 0.8fr); }
.truck-row > span { overflow: hidden; text-overflow: ellipsis; }
.truck-head { padding: 4px var(--_space-3); font-size: 0.85em; color: var(--_muted); border-bottom: 1px solid var(--_border); }
.truck-no { display: inline-flex; align-items: center; gap: 6px; font-weight: 600; }
@media (max-width: 900px) {
  :host { min-height: 900px; }
  .monitor, .monitor-half { grid-template-columns: 1fr; grid-template-rows: minmax(360px, 60vh) minmax(0, 1fr); }
}
`;

export const MONITOR_MAP_CSS: CssPart = [LEAFLET_CSS, BASEMAP_CSS, FORM_CSS, BUTTON_CSS, SWITCH_CSS, SPINNER_CSS, EMPTY_STATE_CSS, VIRTUAL_LIST_CSS, OWN];
