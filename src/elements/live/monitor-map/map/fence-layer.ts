import L from 'leaflet';
import type { Fence } from '../../../../core/api/contract/fence';
import { fenceShapeLayer, FENCE_STYLE } from '../../../shared/ui/map/shapes';

/**
 * The fences on the monitor map (issue 22, item 18): each area with its name. An enterprise has
 * few fences, so plain Leaflet vector layers do (unlike the trucks): an SVG renderer in a pane
 * under the truck canvas, which Leaflet moves with the map and redraws only when a pan or zoom
 * ends, so fences cost nothing per frame. They take no clicks: the trucks' hit test stays the map's.
 */
export class FenceOverlay {
  private readonly group: L.LayerGroup;
  private readonly renderer: L.Renderer;

  constructor(map: L.Map) {
    for (const [name, z] of [['fences', '430'], ['fenceNames', '440']] as const) {
      const pane = map.getPane(name) ?? map.createPane(name);
      pane.style.zIndex = z;
      pane.style.pointerEvents = 'none';
    }
    this.renderer = L.svg({ pane: 'fences' });
    this.group = L.layerGroup().addTo(map);
  }

  /** Draws these fences, replacing the ones drawn before; none clears the map of fences. */
  show(fences: readonly Fence[]): void {
    this.group.clearLayers();
    for (const fence of fences) {
      fenceShapeLayer(fence.shape, { ...FENCE_STYLE, renderer: this.renderer, interactive: false, className: 'fms-fence' })
        .bindTooltip(fence.name, { permanent: true, direction: 'center', pane: 'fenceNames', className: 'fms-fence-name' })
        .addTo(this.group);
    }
  }
}
