import type { Principal } from '../../auth/principal';
import type { Reads } from '../../car-refs';
import { badInput } from '../../http/errors';
import { serviceOf } from '../../services';
import type { DriverDbRow } from '../core/user-reads';
import { referencedDriver } from './lookups';

/**
 * Whose tasks a caller reaches (spec 6, issue 10 item 8): a manager every task and schedule of the
 * enterprise; a driver only the ones assigned to them, on every task call, not only the by-driver
 * ones. Another driver's task is simply not found.
 */
export interface TaskScope {
  enterpriseUid: string;
  /** Set for a driver: the only driver whose tasks and schedules the caller reaches. */
  driverUid?: string;
}

export function taskScopeOf(me: Principal): TaskScope {
  return me.role === 'driver' ? { enterpriseUid: me.enterpriseUid, driverUid: me.userUid } : { enterpriseUid: me.enterpriseUid };
}

/**
 * The driver a caller may give work to: any driver of the enterprise. A driver never gets here (the
 * dispatcher's calls are managerOnly, refused in the auth hook: issue 22, 10); the check stays so a
 * call that forgets the flag still cannot hand work to another driver.
 */
export async function assignableDriver(r: Reads, scope: TaskScope, driverUid: string, field: string): Promise<DriverDbRow> {
  if (scope.driverUid && driverUid !== scope.driverUid) throw badInput(field, '找不到此司機。');
  return referencedDriver(r, scope.enterpriseUid, driverUid, field);
}

/** The drivers a caller reaches (the core's 'core.users'): every live driver of the enterprise; a driver only themselves. */
export function driversInScope(r: Reads, scope: TaskScope): Promise<DriverDbRow[]> {
  return serviceOf(r, 'core.users').drivers(r.db, scope.enterpriseUid, scope.driverUid ? [scope.driverUid] : null);
}
