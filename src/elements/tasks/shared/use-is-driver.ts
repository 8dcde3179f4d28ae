import { useStore } from '@nanostores/react';
import { $session, isDriverSession } from '../../../core/session';

/** Whether the signed-in user is a driver: the task elements then use the driver-scoped calls (spec 6). */
export function useIsDriver(): boolean {
  return isDriverSession(useStore($session).idData);
}
