import { useEffect, useState } from 'react';
import type { VehicleEvent } from '../../../core/api/contract/events';
import { now } from '../../../core/clock';
import { filtersToShow, liveEventArrival, liveEventFacts, type EventFilters, type LiveEventFacts } from '../../../core/events';
import type { ListResource } from '../../../core/resource';
import { onLiveEvent } from '../../../core/sockets';

export interface LiveEvents {
  /** Uids of the rows that arrived while the page was open (marked 新). */
  fresh: ReadonlySet<string>;
  /** How many arrived events the page does not show yet (「N 筆新事件」). */
  waiting: number;
  /** Shows the waiting events: the first page, with the filters that let them all through. */
  showWaiting(): void;
  /** Bumped when showWaiting changed the filters, so the filter inputs are drawn from them again. */
  filtersShown: number;
}

/**
 * The events that arrive on the realtime /fms-event socket the bell already keeps open (core
 * onLiveEvent), for the fleet's event list (issue 22): one that fits the filters while the first
 * page is shown is fetched with it at once (the server filters what the message cannot say) and
 * marked 新; any other waits behind 「N 筆新事件」 (core liveEventArrival, filtersToShow).
 */
export function useLiveEvents(list: ListResource<VehicleEvent, EventFilters>, opening: () => EventFilters): LiveEvents {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [waiting, setWaiting] = useState<readonly LiveEventFacts[]>([]);
  const [filtersShown, setFiltersShown] = useState(0);
  useEffect(() => onLiveEvent((message) => {
    const event = liveEventFacts(message);
    if (!event) return;
    const { filters, page } = list.$state.get();
    if (liveEventArrival(filters, page, event, now()) === 'show') {
      setFresh((was) => new Set(was).add(event.uid));
      void list.reload();
    } else {
      setWaiting((was) => (was.some((e) => e.uid === event.uid) ? was : [...was, event]));
    }
  }), [list]);

  function showWaiting() {
    const { filters, page } = list.$state.get();
    const next = filtersToShow(filters, waiting, opening(), now());
    setFresh((was) => new Set([...was, ...waiting.map((e) => e.uid)]));
    setWaiting([]);
    if (next !== filters) {
      // Every filter not in `next` is lifted (setFilters merges).
      const lifted = Object.fromEntries(Object.keys(filters).map((key) => [key, undefined])) as Partial<EventFilters>;
      void list.setFilters({ ...lifted, ...next });
      setFiltersShown((n) => n + 1);
    } else {
      void (page === 1 ? list.reload() : list.setPage(1));
    }
  }

  return { fresh, waiting: waiting.length, showWaiting, filtersShown };
}
