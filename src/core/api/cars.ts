import type { ApiBody } from '../http/client';
import { call } from './call';
import { cars, type CarOption, type CarRow } from './contract/cars';
import type { BodyOf } from './contract/endpoint';

/** Typed calls of spec 7.5 (cars), one function a call. */
type ListBody = Omit<BodyOf<typeof cars.list>, 'asOptions' | 'withBlank'>;
interface Paged<T> { total: number; offset: number; limit: number; list: T[] }

export const getCar = (uid: string) => call(cars.get, { params: { uid } });
/** A page of rows: offset and limit go in the body (a page of 10 unless it says otherwise). */
export const listCars = (body: ListBody) =>
  call(cars.list, { body: { offset: 0, limit: 10, ...body, asOptions: false } }) as Promise<ApiBody<Paged<CarRow>>>;
/** The cars as options (spec 3); filterEnabledCode limits them to managed cars (spec 5). */
export const listCarOptions = (body: ListBody & { withBlank?: boolean } = {}) =>
  call(cars.list, { body: { ...body, asOptions: true } }) as Promise<ApiBody<Paged<CarOption>>>;
export const createCar = (body: BodyOf<typeof cars.create>) => call(cars.create, { body });
export const updateCar = (uid: string, body: BodyOf<typeof cars.update>) => call(cars.update, { params: { uid }, body });
export const deleteCars = (uids: string[]) => call(cars.remove, { body: { uids } });
export const enableCars = (uids: string[]) => call(cars.enable, { body: { uids } });
export const setCarCycle = (body: BodyOf<typeof cars.carCycle>) => call(cars.carCycle, { body });
export const listCarCycles = (body: BodyOf<typeof cars.carCycleList>) => call(cars.carCycleList, { body });
