import { BADGE_CSS } from '../../shared/ui/badge';
import { BUTTON_CSS } from '../../shared/ui/button';
import { SWITCH_CSS } from '../../shared/ui/switch';
import type { CssPart } from '../../shared/ui/ui-css';

/** The detail panel's own rules; hosts add them to their shadow root's sheet with uiCss. */
export const VEHICLE_DETAIL_CSS: CssPart = [BADGE_CSS, BUTTON_CSS, SWITCH_CSS, `
:host { display: block; }
.vehicle-detail { display: flex; flex-direction: column; gap: var(--_space-2); padding: var(--_space-3); background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); }
.vd-header { display: flex; align-items: center; gap: var(--_space-2); }
.vd-title { margin: 0; font-size: 1.15em; }
.vd-close { margin-left: auto; }
.vd-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px var(--_space-3); margin: 0; }
.vd-facts dt { color: var(--_muted); }
.vd-facts dd { margin: 0; overflow-wrap: anywhere; }
.vd-muted { color: var(--_muted); }
.vd-links { display: flex; flex-wrap: wrap; gap: var(--_space-2) var(--_space-3); }
.vd-links a { color: var(--_primary); }
`];
