import type { EventCarRow } from '../../../core/api/contract/events';
import { EVENTS_CSS } from '../shared';
import { BADGE_CSS, ToastRegion, TOAST_CSS, uiCss } from '../../shared/ui';
import { PAGE_KIT_CSS } from '../../shared/ui/page-kit';
import { CarCounts } from './car-counts';
import { OneCar } from './one-car';

export interface CarEventsProps {
  /** The car whose events show; without it, the per-car counts of the fleet. */
  carUid?: string;
  /** A car was opened from the counts: the host shows its events (/event/one/{carUid}). */
  onEventCarOpen?: (detail: { carUid: string; carNo: string }) => void;
}

/** /event/one/{carUid?} (spec 2.11, 7.6): one car's events, or, without a car, every car's counts. */
export function CarEvents({ carUid = '', onEventCarOpen }: CarEventsProps) {
  const open = onEventCarOpen ? (r: EventCarRow) => onEventCarOpen({ carUid: r.carUid, carNo: r.carNo }) : undefined;
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, TOAST_CSS, EVENTS_CSS, OWN_CSS)}</style>
      <div className="car-events" part="base">
        {carUid ? <OneCar key={carUid} carUid={carUid} /> : <CarCounts onCarOpen={open} />}
      </div>
      <ToastRegion />
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.car-events { min-width: 0; }
.car-summary { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1) var(--_space-2); margin: 0 0 var(--_space-2);
  padding: var(--_space-1) var(--_space-2); border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface-alt); }
.car-facts { display: flex; flex-wrap: wrap; gap: var(--_space-2); margin: 0; }
.car-no { font-size: 1.1em; }
.car-counts { margin: 0; flex: 1 1 16em; }
.error-text { color: var(--_danger); margin: 0; }
`;
