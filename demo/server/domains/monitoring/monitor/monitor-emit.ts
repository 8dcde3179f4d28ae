import type { ServerContext } from '../../../context';
import type { EnterpriseFleet } from './enterprise-fleets';

/**
 * The emitter of one tick: each fleet's whole monitor list goes to its enterprise's room if anyone
 * watches it. The watched set is read once per tick, before the first fleet steps, so a tick emits to a
 * consistent set even while sockets join and leave.
 */
export function monitorEmitter(realtime: ServerContext['realtime']): (ef: EnterpriseFleet) => void {
  const watched = realtime.watchedEnterprises();
  return (ef) => {
    if (watched.has(ef.enterpriseUid)) realtime.emitMonitor(ef.enterpriseUid, ef.records);
  };
}
