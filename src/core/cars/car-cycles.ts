/** A maintenance cycle as car/v0/car-cycle sees it: its uid and the cars that follow it. */
export interface CycleCars {
  uid: string;
  carUids: readonly string[];
}

/** One POST car/v0/car-cycle body: the cycle's whole car list after the change. */
export interface CycleAssignment {
  cycleUid: string;
  carUids: string[];
}

/**
 * What to send so that one car follows exactly the chosen cycles (spec 7.5 car-cycle replaces a
 * cycle's car list): for each cycle whose membership changes, its list with the car added or
 * removed; the other cars of each cycle stay. Cycles left as they were are not sent.
 */
export function cycleAssignments(cycles: readonly CycleCars[], carUid: string, chosen: ReadonlySet<string>): CycleAssignment[] {
  const changes: CycleAssignment[] = [];
  for (const cycle of cycles) {
    const follows = cycle.carUids.includes(carUid);
    const wanted = chosen.has(cycle.uid);
    if (follows === wanted) continue;
    changes.push({
      cycleUid: cycle.uid,
      carUids: wanted ? [...cycle.carUids, carUid] : cycle.carUids.filter((uid) => uid !== carUid),
    });
  }
  return changes;
}
