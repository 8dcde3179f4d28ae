import type { SimEvent } from '../../../sim';
import type { CarRow } from '../shared/cars';
import { newUid } from '../shared/ids';
import { describeEvent, type EventText } from './describe';
import type { StoredEvent } from './store';

/** A simulator event as a row of the events table, with its text (pure apart from the uid). */
export function storedEventOf(
  e: SimEvent,
  car: CarRow,
  extra: { taskKindUid: string | null; journeyUid: string | null; address: string; fenceMessage?: string },
): { row: StoredEvent; text: EventText } {
  const text = describeEvent(e, car.car_no, car.model, extra.fenceMessage);
  return {
    text,
    row: {
      uid: newUid('evt'),
      enterpriseUid: car.enterprise_uid,
      carUid: car.uid,
      driverUid: e.driverUid !== undefined ? String(e.driverUid) : car.driver_uid,
      taskKindUid: extra.taskKindUid,
      journeyUid: extra.journeyUid,
      type: text.type,
      category: text.category,
      level: text.level,
      code: text.code,
      title: text.title,
      content: text.content,
      lat: e.lat,
      lng: e.lng,
      address: extra.address,
      speed: e.speed,
      data: { ...text.data, carNo: car.car_no, heading: e.heading },
      createdAt: e.time,
    },
  };
}

/** The stored journey uid of a simulator journey (car and start time make it unique). */
export const journeyUidOf = (carUid: string, startTime: number) => `jny-${carUid}-${Math.round(startTime)}`;
/** The car a journey uid names (the inverse of journeyUidOf); '' for another uid. */
export const carUidOfJourney = (journeyUid: string) => /^jny-(.+)-\d+$/.exec(journeyUid)?.[1] ?? '';
