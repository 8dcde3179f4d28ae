import { useStore } from '@nanostores/react';
import { $session } from '../../../core/session';
import { isDriverSession } from '../../../core/session/role';
import { useCanCall } from '../ui/page-kit/permission';

/**
 * Whether the user may share this truck or task live (issue 27, 4): the code the server asks for
 * the kind (P_P01 a truck, P_P13 a task; liveShare.create takes either), never a driver (the call is
 * managerOnly). No one meets a button that can only be refused. The codes are named here rather
 * than read from the contract, which would bring the calls' declarations into the /monitor panel.
 */
export function useCanShareLive(kind: 'car' | 'task'): boolean {
  const { idData } = useStore($session);
  return useCanCall({ permission: [kind === 'car' ? 'P_P01' : 'P_P13'] }) && !!idData && !isDriverSession(idData);
}
