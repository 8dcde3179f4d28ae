import type { Db } from '../../db/database';
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

/** Users of an enterprise holding any of the codes. */
export async function usersWithCode(db: Db, enterpriseUid: string, codes: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ uid: string }>(
    `SELECT uid FROM users WHERE enterprise_uid = $1 AND NOT deleted AND enabled AND codes && $2::text[]`, [enterpriseUid, codes]);
  return rows.map((r) => r.uid);
}
