import type { FenceDef, TruckSeed } from '../../../sim';
import type { FenceRow } from '../fences/store';
import type { CarRow } from '../shared/cars';

/** Simulator seed of the reference fleet: the same seed gives the same trucks on every start. */
export const SIM_SEED = 20211;

/**
 * Where trucks are based: the first enterprise's cars spread over the northern and western
 * logistics hubs; other enterprises' (a cold-chain firm of 北港) around Yunlin and Chiayi.
 */
const DEPOTS: Record<string, readonly string[]> = {
  'ent-a': ['五股物流園區', '南崁物流中心', '臺北港物流倉儲區', '臺中港物流專區', '高雄港洲際貨櫃中心', '土城工業區', '觀音工業區'],
};
const OTHER_DEPOTS = ['雲林縣北港鎮', '麥寮工業區', '嘉義縣民雄鄉', '雲林縣斗六市'];

/** The simulator's view of a car: its device options come from the car's devices column. */
export function truckSeedOf(car: CarRow, index: number): TruckSeed {
  const d = car.devices ?? {};
  const depots = DEPOTS[car.enterprise_uid] ?? OTHER_DEPOTS;
  const seed: TruckSeed = {
    uid: car.uid,
    carNo: car.car_no,
    model: car.model,
    hasDevice: !!car.udid,
    homeLandmark: depots[index % depots.length],
    coldChain: !!d.coldChain,
    tpms: !!d.tpms,
    dms: !!d.dms,
    dvr: !!d.dvr,
  };
  if (d.coldChain) seed.sensorCount = Math.min(4, Math.max(1, d.coldChain.sensors));
  if (d.tpms) seed.tyreCount = d.tpms.tyres > 6 ? 10 : 6;
  if (car.driver_uid) seed.driverUid = car.driver_uid;
  return seed;
}

/** The simulator's view of a geofence. */
export function fenceDefOf(row: Pick<FenceRow, 'uid' | 'name' | 'shape'>): FenceDef {
  return row.shape.type === 'circle'
    ? { uid: row.uid, name: row.name, kind: 'circle', center: row.shape.center, radius: row.shape.radius }
    : { uid: row.uid, name: row.name, kind: 'polygon', points: row.shape.points };
}
