/**
 * Bench page of the monitor map (`npm run bench -- map`; demo/server/bench/map-bench.ts drives it
 * and reads window.__runBench). N synthetic trucks on Taiwan's main roads are all updated once a
 * second while the map drag-pans. Query: ?n=10000&mode=layer|element&clusters=1&zoom=8.
 * - layer: the real TruckLayer and offline basemap on a bare Leaflet map;
 * - element: the whole <fms-monitor-map> with a fake server and a fake /fms-monitor.
 */
import 'leaflet/dist/leaflet.css';
import { benchFleet } from './map-bench/fleet';
import { startElementMode } from './map-bench/element-mode';
import { startLayerMode } from './map-bench/layer-mode';

const params = new URLSearchParams(location.search);
const n = Number(params.get('n') ?? 10000);
const mode = params.get('mode') === 'element' ? 'element' : 'layer';
const clusters = params.get('clusters') !== '0';
const host = document.getElementById('map')!;
const fleet = benchFleet(n);
const run = mode === 'element' ? startElementMode(host, fleet) : startLayerMode(host, fleet, clusters, Number(params.get('zoom') ?? 8));

Object.assign(window, { __runBench: (ms: number) => run(ms).then((r) => ({ n, mode, clusters, ...r })), __benchReady: true });
document.getElementById('status')!.textContent = `${n} 輛車，${mode === 'element' ? '完整元素' : clusters ? '叢集' : '逐車繪製'}`;
