import { useStore } from '@nanostores/react';
import { formatTaipei } from '../../../core/format';
import { $managedCarOptions } from '../../../core/resource';

/*
 * What the redeem elements share (fms-service-redeem, fms-service-record, fms-car-services): a car's
 * number from the managed-car option list, the day a service ends, and the label/value pairs.
 */

/** A service's day (start, end, serial expiry) as people read it in Taiwan. */
export const serviceDay = (ms: number) => formatTaipei(ms, 'YYYY-MM-DD');

/** The managed cars as choices (spec 5: filterEnabledCode), and the number of one car. */
export function useManagedCars(carUid = '') {
  const state = useStore($managedCarOptions);
  const carNo = state.rows.find((car) => car.uid === carUid)?.carNo ?? '';
  return { options: state.options, loading: state.loading, error: state.error, carNo };
}

/** Label/value pairs that stack at 390 px. */
export function Facts({ items, label }: { items: ReadonlyArray<readonly [string, string]>; label?: string }) {
  return (
    <dl className="facts" aria-label={label}>
      {items.map(([term, value]) => <div key={term}><dt>{term}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}

export const REDEEM_KIT_CSS = `
:host { display: block; }
.redeem-panel { display: grid; gap: var(--_space-3); max-width: 48em; min-width: 0; }
.redeem-panel h2 { margin: 0; font-size: 1.25em; }
.redeem-panel h3 { margin: 0 0 var(--_space-2); font-size: 1.05em; }
.facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(12em, 1fr)); gap: var(--_space-2) var(--_space-4); margin: 0; }
.facts div { display: grid; gap: 2px; min-width: 0; }
.facts dt { color: var(--_muted); font-size: 0.9em; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.notice { border-radius: var(--_radius); padding: var(--_space-2) var(--_space-3); margin: 0; }
.notice-error { border: 1px solid var(--_danger); color: var(--_danger); background: var(--_surface); }
.notice-success { border: 1px solid var(--_success); background: var(--_surface); }
.notice h3 { margin: 0 0 var(--_space-1); font-size: 1em; }
.notice p { margin: 0; }
`;
