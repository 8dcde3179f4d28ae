import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';

/**
 * uPlot and its CSS, loaded on demand (their own chunk) through `usePlot`, so pages without a chart
 * do not pay for them. The CSS goes into the element's shadow root with the chart.
 */
export { uPlot };
export const UPLOT_CSS: string = uplotCss;
