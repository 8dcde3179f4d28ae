import { replayPathOf } from '../../../core/navigation/replay-link';
import { followInConsole } from '../chrome/links';

/**
 * 回放: the journey replay of the car at the moment of the event. In the console the router moves;
 * embedded, the element asks its host with the cancellable `navrequest` (detail {path, query, carUid, at}).
 */
export function ReplayLink({ carUid, at, carNo }: { carUid: string; at: number; carNo: string }) {
  return (
    <a className="replay-link" href={replayPathOf(carUid, at)} aria-label={`回放 ${carNo} 於事件當時的行程`}
      onClick={(e) => followInConsole(e, undefined, { carUid, at })}>回放</a>
  );
}
