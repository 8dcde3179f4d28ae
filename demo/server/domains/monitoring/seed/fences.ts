import type { FenceInput } from '../../../../../src/core/api/contract/fence';

const circle = (lat: number, lng: number, radius: number) => ({ type: 'circle' as const, center: { lat, lng }, radius });
const polygon = (...points: Array<[number, number]>) => ({ type: 'polygon' as const, points: points.map(([lat, lng]) => ({ lat, lng })) });
const onEnterLeave = { enter: true, leave: true };
const notifyAll = { notify: true, carUids: [] as string[] };

/** Geofences of the first enterprise (a northern logistics firm with depots down the west coast). */
export const FENCES_A: FenceInput[] = [
  { name: '基隆港', iconType: 'harbor', shape: circle(25.1318, 121.742, 1500), triggers: onEnterLeave, message: '車輛進出基隆港區，請確認櫃號與提單。', options: notifyAll },
  { name: '臺中港', iconType: 'harbor', shape: circle(24.29, 120.515, 2500), triggers: onEnterLeave, message: '車輛進出臺中港區。', options: notifyAll },
  { name: '高雄港洲際貨櫃中心', iconType: 'harbor', shape: circle(22.56, 120.32, 1800), triggers: { ...onEnterLeave, delayedEnterMinutes: 90 }, message: '貨櫃中心停留過久，請聯繫調度。', options: notifyAll },
  { name: '五股物流園區（總倉）', iconType: 'building', shape: polygon([25.084, 121.436], [25.084, 121.451], [25.072, 121.451], [25.072, 121.436]), triggers: onEnterLeave, message: '車輛進出五股總倉。', options: notifyAll },
  { name: '南崁物流中心', iconType: 'business', shape: circle(25.04, 121.29, 900), triggers: onEnterLeave, message: '', options: notifyAll },
  { name: '臺北港物流倉儲區', iconType: 'parking', shape: circle(25.145, 121.395, 1200), triggers: { enter: true, leave: false }, message: '', options: { notify: false, carUids: [] } },
  { name: '中油五股站', iconType: 'gas', shape: circle(25.0765, 121.4405, 250), triggers: { enter: true, leave: false }, message: '車輛進站加油。', options: { notify: false, carUids: [] } },
  { name: '臺北市區限行區', iconType: 'zone', shape: polygon([25.07, 121.5], [25.07, 121.57], [25.02, 121.57], [25.02, 121.5]), triggers: onEnterLeave, message: '大貨車進入臺北市區限行區，請確認通行證。', options: { notify: true, carUids: [], speedLimit: 40 } },
];

/** Geofences of the second enterprise (a cold-chain firm of 北港, Yunlin). */
export const FENCES_B: FenceInput[] = [
  { name: '北港冷凍倉', iconType: 'building', shape: circle(23.5755, 120.3035, 800), triggers: onEnterLeave, message: '車輛進出北港冷凍倉。', options: notifyAll },
  { name: '麥寮港', iconType: 'harbor', shape: circle(23.79, 120.19, 2000), triggers: onEnterLeave, message: '', options: notifyAll },
  { name: '麥寮工業區管制區', iconType: 'zone', shape: circle(23.78, 120.2, 1500), triggers: { enter: true, leave: true, delayedEnterMinutes: 60 }, message: '進入工業區管制範圍，請遵守廠區速限。', options: { notify: true, carUids: [], speedLimit: 30 } },
];

/** Common routes, by landmark waypoints. */
export const ROUTES_A: Array<{ name: string; waypoints: Array<[number, number]> }> = [
  { name: '五股總倉 → 基隆港', waypoints: [[25.078, 121.443], [25.1318, 121.742]] },
  { name: '五股總倉 → 臺中港', waypoints: [[25.078, 121.443], [24.29, 120.515]] },
  { name: '南崁 → 新竹科學園區 → 臺中工業區', waypoints: [[25.04, 121.29], [24.78, 121.01], [24.155, 120.6]] },
  { name: '臺中港 → 高雄港洲際貨櫃中心', waypoints: [[24.29, 120.515], [22.56, 120.32]] },
];
export const ROUTES_B: Array<{ name: string; waypoints: Array<[number, number]> }> = [
  { name: '北港冷凍倉 → 臺中市區配送', waypoints: [[23.5755, 120.3035], [24.1372, 120.6869]] },
  { name: '北港冷凍倉 → 臺南安平', waypoints: [[23.5755, 120.3035], [22.975, 120.16]] },
];
