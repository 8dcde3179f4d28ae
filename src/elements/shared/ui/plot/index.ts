/** uPlot charts in an element: the on-demand loader and its React hook. */
export { usePlot, type DrawPlot, type PlotHandle, type PlotState } from './use-plot';
