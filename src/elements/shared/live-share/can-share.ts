import { useStore } from '@nanostores/react';
import { liveShare } from '../../../core/api/contract/live-share';
import { $session } from '../../../core/session';
import { isDriverSession } from '../../../core/session/role';
import { useCanCall } from '../ui/page-kit/permission';

/**
 * Whether the user may share this truck or task live (issue 27, 4): the code the server asks for
 * the kind (P_P01 a truck, P_P13 a task), never a driver. No one meets a button that can only be refused.
 */
export function useCanShareLive(kind: 'car' | 'task'): boolean {
  const { idData } = useStore($session);
  const code = kind === 'car' ? 'P_P01' : 'P_P13';
  return useCanCall({ permission: [code] }) && useCanCall(liveShare.create) && !!idData && !isDriverSession(idData);
}
