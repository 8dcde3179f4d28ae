import type { ReactNode } from 'react';
import type { AttributeValues } from '../../core/pages/page-wiring';
import { AppHandOffGate } from '../shared/app-hand-off';

/**
 * A declared page's `appHandOff`: an app's web view of the plus service waits for the one-time-token
 * hand-off (spec 2.9, AppHandOffGate) and gives the car it brought to the named attribute of its
 * element; a page without it renders at once.
 */
export function HandOffGate({ attribute, render }: { attribute: string | undefined; render: (given: AttributeValues) => ReactNode }) {
  if (!attribute) return <>{render({})}</>;
  return <AppHandOffGate>{(carUid) => render({ [attribute]: carUid })}</AppHandOffGate>;
}
