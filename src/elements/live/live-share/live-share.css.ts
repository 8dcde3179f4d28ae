import { BASEMAP_CSS } from '../../shared/ui/map/basemap-css';
import { LEAFLET_CSS } from '../../shared/ui/map/leaflet-css';
import type { CssPart } from '../../shared/ui/ui-css';

const OWN = `
:host { display: block; color: var(--_text); }
.live-share { display: grid; gap: var(--_space-2); min-width: 0; }
.share-head h2 { margin: 0; font-size: 1.2em; overflow-wrap: anywhere; }
.car-no { white-space: nowrap; }
.share-meta { display: flex; flex-wrap: wrap; gap: 0 var(--_space-3); margin: var(--_space-1) 0 0; color: var(--_muted); }
.stale { margin: var(--_space-1) 0 0; color: var(--_muted); }
.refused { margin: 0; padding: var(--_space-3); border: 1px solid var(--_border); border-top: 4px solid var(--_primary); border-radius: var(--_radius); background: var(--_surface-alt); }
.share-map { height: var(--fms-share-map-height, 360px); min-height: 220px; border: 1px solid var(--_border); border-radius: var(--_radius); }
.share-truck-marker span { display: inline-block; transform: translate(-50%, -50%); padding: 2px 8px; border-radius: var(--_radius-pill);
  background: var(--_primary); color: var(--_on-primary, #fff); font-weight: 700; white-space: nowrap; border: 2px solid #fff; }
.share-stop-marker { display: grid; place-items: center; border-radius: 50%; background: #fff; color: var(--_text); font-weight: 700;
  font-size: 12px; border: 2px solid var(--_primary); }
.shared-stops h3 { margin: 0 0 var(--_space-1); font-size: 1.1em; }
.shared-stops ol { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-2); }
.shared-stops li { padding: var(--_space-2); border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); }
.stop-title { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.stop-seq { color: var(--_muted); font-weight: 400; }
.stop-address { margin: var(--_space-1) 0 0; color: var(--_muted); overflow-wrap: anywhere; }
.shared-stops dl { display: grid; grid-template-columns: repeat(auto-fit, minmax(9em, 1fr)); gap: var(--_space-1); margin: var(--_space-1) 0 0; }
.shared-stops dt { color: var(--_muted); font-size: 0.9em; }
.shared-stops dd { margin: 0; }
`;

export const LIVE_SHARE_CSS: CssPart = [LEAFLET_CSS, BASEMAP_CSS, OWN];
