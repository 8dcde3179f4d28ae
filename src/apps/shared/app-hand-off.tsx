import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { $location, navigate, withoutParams } from '../../core/navigation';
import { handOffOf, HAND_OFF_FAILED, openPlusSession } from '../../core/plus';
import { $session } from '../../core/session';
import { readCarDetailDataList, writeCarDetailDataList } from '../../core/storage';

/**
 * The app's web-view pages of the plus service (spec 2.9): the app opens one with
 * ?carUid=…&onceToken=…; the token is spent once for a plus access token (kept in the store and the
 * plusAccessToken cookie), carDetailDataList remembers the car for the step-3 back link, and the
 * query is taken out of the address so a reload does not spend a used token again. A page opened
 * later without the query uses the stored plus token, or a console session.
 */

export type AppHandOff =
  | { state: 'opening' }
  | { state: 'ready'; carUid: string }
  | { state: 'failed'; message: string };

export const NO_APP_SESSION = '請從 App 的車輛頁面重新開啟此頁。';

export function useAppHandOff(): AppHandOff {
  const { path, query } = useStore($location);
  const session = useStore($session);
  const handOff = handOffOf(query);
  const [outcome, setOutcome] = useState<AppHandOff>({ state: 'opening' });
  const storedCar = readCarDetailDataList()[0]?.carUid ?? '';
  const queryCar = query.carUid ?? '';

  useEffect(() => {
    let live = true;
    if (handOff) {
      void openPlusSession(handOff).then((result) => {
        if (!live) return;
        if (!result.ok) {
          setOutcome({ state: 'failed', message: result.message || HAND_OFF_FAILED });
          return;
        }
        writeCarDetailDataList([{ carUid: result.carUid }]);
        void navigate({ path, query: withoutParams(query, ['onceToken']) }, { replace: true });
        setOutcome({ state: 'ready', carUid: result.carUid });
      });
    } else if (session.plusAccessToken || session.accessToken) {
      const carUid = queryCar || storedCar;
      setOutcome(carUid ? { state: 'ready', carUid } : { state: 'failed', message: NO_APP_SESSION });
    } else {
      setOutcome({ state: 'failed', message: NO_APP_SESSION });
    }
    return () => { live = false; };
    // The hand-off runs once per token; later renders read the stored outcome.
  }, [handOff?.onceToken]);
  return outcome;
}

/** Renders its children with the car once the hand-off is through; a status or an alert before. */
export function AppHandOffGate({ children }: { children: (carUid: string) => ReactNode }) {
  const handOff = useAppHandOff();
  if (handOff.state === 'opening') return <p role="status">正在開啟…</p>;
  if (handOff.state === 'failed') return <p role="alert">{handOff.message}</p>;
  return <>{children(handOff.carUid)}</>;
}
