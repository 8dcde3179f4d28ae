import { replayPathOf } from '../../../core/navigation/replay-link';
import { consoleHref, followInConsole } from '../../shared/chrome/links';
import { useMayOpen } from '../../shared/chrome/may-open';

/**
 * 回放: the journey replay of the car at the moment of the event. In the console the router moves;
 * embedded, the element asks its host with the cancellable `navrequest` (detail {path, query, carUid, at}).
 */
export function ReplayLink({ carUid, at, carNo }: { carUid: string; at: number; carNo: string }) {
  const href = replayPathOf(carUid, at);
  // Only for a user who may open the replay (P_P03, issue 22, 11).
  if (!useMayOpen()(href)) return null;
  return (
    <a className="replay-link" href={consoleHref(href)} aria-label={`回放 ${carNo} 於事件當時的行程`}
      onClick={(e) => followInConsole(e, undefined, { carUid, at })}>回放</a>
  );
}
