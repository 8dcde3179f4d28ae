import { BUTTON_CSS } from '../../button';
import { FORM_CSS } from '../../form-field';
import { BASEMAP_CSS } from '../../map/basemap-css';
import { LEAFLET_CSS } from '../../map/leaflet-css';

const OWN_CSS = `
.map-picker { border: 0; padding: 0; margin-inline: 0; min-width: 0; }
.coordinate-inputs { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0 var(--_space-2); }
.coordinate-inputs .field { flex: 1 1 9em; min-width: 0; }
.coordinate-inputs > .btn { margin-bottom: calc(var(--_space) * 2); }
.picker-map { position: relative; height: var(--fms-picker-height, 320px); min-height: 200px; border: 1px solid var(--_border); border-radius: var(--_radius); }
.picker-map:focus-visible { outline: var(--_focus-ring); outline-offset: var(--_focus-offset); }
.picker-map:focus-visible::after { content: ''; position: absolute; left: 50%; top: 50%; width: 24px; height: 24px; translate: -50% -50%; z-index: 1000; pointer-events: none;
  background: linear-gradient(var(--_text), var(--_text)) center / 2px 100% no-repeat, linear-gradient(var(--_text), var(--_text)) center / 100% 2px no-repeat; }
.picker-pin { width: 16px; height: 16px; border-radius: 50%; background: var(--_danger); border: 2px solid #fff; box-shadow: 0 0 0 1px rgba(0,0,0,.4); }
.picker-vertex { background: var(--_primary); }
.picker-status { margin: var(--_space-1) 0 0; color: var(--_muted); }
/* Up to a few vertices show at once; more scroll inside the list, so nothing after it moves far. */
.vertex-list { margin: 0 0 var(--_space-2); padding-left: 1.4em; max-height: 11em; overflow-y: auto; overscroll-behavior: contain; border-top: 1px solid var(--_border); border-bottom: 1px solid var(--_border); }
.vertex-list li { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1); font-variant-numeric: tabular-nums; }
.vertex-actions { display: flex; flex-wrap: wrap; gap: var(--_space-2); margin-bottom: var(--_space-2); }
`;

/** The pickers' sheet: Leaflet's, the basemap labels', fields, buttons and their own. */
export const MAP_PICKER_CSS = [LEAFLET_CSS, BASEMAP_CSS, FORM_CSS, BUTTON_CSS, OWN_CSS] as const;
