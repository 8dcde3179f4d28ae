import { useStore } from '@nanostores/react';
import type { Endpoint } from '../../../core/api/contract/endpoint';
import { hasAnyPermission } from '../../../core/guards';
import { $currentUser } from '../../../core/session';

/**
 * Whether the user may make a call: the endpoint needs no code (null), or the user holds any of
 * its codes (spec 6, the group check). A page shows an action only when this holds, so no one
 * meets a button that can only answer 4030001.
 */
export function canCall(endpoint: Pick<Endpoint, 'permission'>, codes: readonly string[]): boolean {
  return endpoint.permission === null || (endpoint.permission.length > 0 && hasAnyPermission(codes, endpoint.permission));
}

/** canCall for the signed-in user, kept up to date with the session; no endpoint: false. */
export function useCanCall(endpoint: Pick<Endpoint, 'permission'> | undefined): boolean {
  const { auth } = useStore($currentUser);
  return !!endpoint && canCall(endpoint, auth);
}
