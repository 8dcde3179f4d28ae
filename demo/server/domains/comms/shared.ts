import type { ServerContext } from '../../context';
import { serviceOf } from '../../services';
import { ApiError } from '../../http/errors';
import type { CarDbRow } from '../fleet/car-store';

/** Small helpers shared by the comms routes. */

export { newUid } from '../../db/new-uid';

/** A documented error status of our own (video dialogs) with its HTTP status. */
export class StatusError extends ApiError {
  constructor(status: number, message: string, private readonly http: number, field?: string) {
    super(status, message, field);
  }

  override get httpStatus(): number {
    return this.http;
  }
}

/** Camera channels of a car's DVR (none without a DVR or device). */
export const dvrChannels = (car: CarDbRow): number => (car.udid && car.devices?.dvr ? car.devices.dvr.channels : 0);

/** Users of an enterprise holding any of the codes, drivers too (the core's 'core.users'). */
export function usersWithCode(r: Pick<ServerContext, 'db' | 'services'>, enterpriseUid: string, codes: readonly string[]): Promise<string[]> {
  return serviceOf(r, 'core.users').holders(r.db, enterpriseUid, codes, { drivers: true });
}
