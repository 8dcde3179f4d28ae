import type { Endpoint } from '../../../src/core/api/contract/endpoint';
import { message } from '../../../src/core/api/contract/message';
import { SOCKET_CHANNELS, type SocketChannel } from '../../../src/core/api/contract/socket';
import { drivingMonitor } from '../../../src/core/api/contract/monitor';
import type { PermissionCode } from '../../../src/core/api/contract/permissions';
import { holdsPermission } from '../auth/permission';
import type { Principal } from '../auth/principal';

/**
 * Who may open each socket namespace (issue 10, 6): a namespace pushes what a REST call answers,
 * so it asks for the same permission code as that call. Keyed by the contract's channels, so a
 * channel added there without an entry here does not compile.
 */
export const NAMESPACE_MIRRORS: Readonly<Record<SocketChannel, Endpoint>> = {
  /** The live positions, speeds and drivers of every truck: the map's first paint (P_P01). */
  monitor: drivingMonitor.carList,
  /** The caller's own notifications: the bell's list (any signed-in user). */
  event: message.list,
};

/** Namespace → the codes it needs (null: any signed-in user), read from the mirrored calls. */
export const NAMESPACE_PERMISSIONS: ReadonlyMap<string, readonly PermissionCode[] | null> = new Map(
  (Object.keys(NAMESPACE_MIRRORS) as SocketChannel[]).map((channel) => [SOCKET_CHANNELS[channel].namespace, NAMESPACE_MIRRORS[channel].permission]),
);

/** True when the user may connect to the namespace; a namespace without an entry admits no one. */
export function mayOpenNamespace(namespace: string, user: Pick<Principal, 'codes'>): boolean {
  return NAMESPACE_PERMISSIONS.has(namespace) && holdsPermission(NAMESPACE_PERMISSIONS.get(namespace), user);
}
