import type { VehicleEvent } from '../../src/core/api/contract/events';
import type { JourneyPoint } from '../../src/core/api/contract/history';
import type { Journey } from '../../src/core/api/contract/journey';

/** A journey of the element tests: 2026-11-25 08:00 Taipei, one hour, a point a minute. */
export const START = Date.UTC(2026, 10, 25, 0, 0);
export const MIN = 60_000;

export function journeyRow(uid = 'j-1', extra: Partial<Journey> = {}): Journey {
  return {
    uid, carUid: 'car-1', carNo: 'KEA-101', driverUid: 'd-1', driverName: '王小明',
    startTime: START, endTime: START + 60 * MIN, startAddress: '基隆港', endAddress: '臺北車站',
    distance: 30_200, duration: 3600, idleSeconds: 600, maxSpeed: 92, avgSpeed: 45, eventCount: 2,
    confirmed: false, confirmedAt: null, confirmedBy: null, note: '', ...extra,
  };
}

/** Sixty-one points heading south-west, standing still from minute 20 to 30. */
export function journeyPoints(start = START, from = { lat: 25.13, lng: 121.74 }): JourneyPoint[] {
  let lat = from.lat;
  let lng = from.lng;
  return Array.from({ length: 61 }, (_, m) => {
    const standing = m >= 20 && m <= 30;
    if (!standing && m > 0) {
      lat -= 0.0015;
      lng -= 0.004;
    }
    const speed = standing ? 0 : m < 10 ? 25 : m < 40 ? 55 : 95;
    return { time: start + m * MIN, lat, lng, speed, heading: 225, status: standing ? 'idling' : 'driving' };
  });
}

export function eventRow(uid: string, at: number, title: string, extra: Partial<VehicleEvent> = {}): VehicleEvent {
  return {
    uid, carUid: 'car-1', carNo: 'KEA-101', driverUid: 'd-1', driverName: '王小明', departmentUid: null, taskKindUid: null,
    type: 'speed', typeLabel: '超速', category: 5, level: null, advice: null, code: null, title, content: title,
    lat: 25.1, lng: 121.66, address: '', speed: 95, createdAt: at, data: {}, ...extra,
  } as VehicleEvent;
}
