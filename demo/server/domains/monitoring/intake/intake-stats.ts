/** What the device intake took and refused since the server started, for its operator (GET /devices/status). */
export type RefusalReason = 'noDevice' | 'unknownDevice' | 'unmanagedCar' | 'badPosition' | 'badTime' | 'rateLimited';

/** How many unknown ids are listed: a flood of made-up ids must not grow the list without end. */
const MAX_UNKNOWN_IDS = 100;

export class IntakeStats {
  accepted = 0;
  /** Reports not newer than their car's last (a retry whose answer was lost): answered OK, changing nothing. */
  repeated = 0;
  readonly refused: Record<RefusalReason, number> = { noDevice: 0, unknownDevice: 0, unmanagedCar: 0, badPosition: 0, badTime: 0, rateLimited: 0 };
  /** Ids that no car has, with how often and when last: an installer's typo shows up here. */
  private readonly unknown = new Map<string, { count: number; lastAt: number }>();

  refuse(reason: RefusalReason): void {
    this.refused[reason] += 1;
  }

  /** Counts an unknown id; true the first time it is seen (worth a log line). */
  unknownId(id: string, at: number): boolean {
    const seen = this.unknown.get(id);
    this.unknown.delete(id);
    this.unknown.set(id, { count: (seen?.count ?? 0) + 1, lastAt: at });
    if (this.unknown.size > MAX_UNKNOWN_IDS) this.unknown.delete(this.unknown.keys().next().value!);
    return !seen;
  }

  toJSON() {
    return {
      accepted: this.accepted,
      repeated: this.repeated,
      refused: { ...this.refused },
      unknownDevices: [...this.unknown].reverse().map(([id, u]) => ({ id, count: u.count, lastAt: new Date(u.lastAt).toISOString() })),
    };
  }
}
