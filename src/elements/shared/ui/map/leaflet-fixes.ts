import L from 'leaflet';

/**
 * Leaflet 1.9's canvas renderer forgets its pending redraw frame when it redraws at once (on every
 * moveend), so removing the map afterwards cannot cancel that frame, and the frame then draws on the
 * destroyed canvas and throws ("reading 'save'"). This happened when a page with a map was left just
 * after its view settled. A renderer without its canvas has nothing to draw: the frame is skipped.
 * Applied once, for every map of the console.
 */
type CanvasInternals = { _redraw(): void; _ctx?: CanvasRenderingContext2D };
const canvas = L.Canvas.prototype as unknown as CanvasInternals;
const redraw = canvas._redraw;
canvas._redraw = function redrawIfAlive(this: CanvasInternals) {
  if (this._ctx) redraw.call(this);
};
