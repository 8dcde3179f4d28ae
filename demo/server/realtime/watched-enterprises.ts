/**
 * Which enterprises someone watches on the live map, over every server process (issue 25, 2): the
 * process running the simulator encodes and publishes only their ticks. Each process announces the
 * enterprises of its own monitor sockets (on a change and every ANNOUNCE_MS); an announcement not
 * renewed within FORGET_AFTER_MS (its process died) is forgotten. Times are the process's monotonic
 * milliseconds, not the server's clock: they measure freshness, not dates.
 */
export const ANNOUNCE_MS = 2000;
export const FORGET_AFTER_MS = 3 * ANNOUNCE_MS;

export interface WatchedAnnouncement {
  /** The announcing process's id. */
  from: string;
  enterprises: string[];
}

export class WatchedElsewhere {
  private readonly byProcess = new Map<string, { enterprises: string[]; at: number }>();

  note(a: WatchedAnnouncement, at: number): void {
    if (a.enterprises.length) this.byProcess.set(a.from, { enterprises: a.enterprises, at });
    else this.byProcess.delete(a.from);
  }

  /** Adds the enterprises announced recently to `into`; forgets the stale announcements. */
  addTo(into: Set<string>, at: number): Set<string> {
    for (const [from, a] of this.byProcess) {
      if (at - a.at > FORGET_AFTER_MS) this.byProcess.delete(from);
      else for (const e of a.enterprises) into.add(e);
    }
    return into;
  }
}

/** True when `now` holds an enterprise `before` did not (announce at once: its first tick is due). */
export function gainedAny(before: ReadonlySet<string>, now: ReadonlySet<string>): boolean {
  for (const e of now) if (!before.has(e)) return true;
  return false;
}
