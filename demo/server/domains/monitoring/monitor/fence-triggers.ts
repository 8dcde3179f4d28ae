import type { FenceTriggers } from '../../../../../src/core/api/contract/fence';

/**
 * Which fence events to record (pure state machine). The simulator reports every crossing; a
 * fence's triggers decide: enter and leave fire at once, the delayed ones only if the truck is still
 * in (or out) after their minutes. A crossing back cancels the opposite pending trigger.
 */
export interface PendingTrigger {
  carUid: string;
  fenceUid: string;
  trigger: 'enter' | 'leave';
  due: number;
  minutes: number;
}

export class FenceTriggerBook {
  private readonly pending = new Map<string, PendingTrigger>();

  /** A crossing: returns whether to record it now, and schedules a delayed trigger if configured. */
  crossing(carUid: string, fenceUid: string, trigger: 'enter' | 'leave', triggers: FenceTriggers, time: number): boolean {
    const opposite = trigger === 'enter' ? 'leave' : 'enter';
    this.pending.delete(`${carUid}|${fenceUid}|${opposite}`);
    const minutes = trigger === 'enter' ? triggers.delayedEnterMinutes : triggers.delayedLeaveMinutes;
    if (minutes) {
      this.pending.set(`${carUid}|${fenceUid}|${trigger}`, { carUid, fenceUid, trigger, due: time + minutes * 60_000, minutes });
    }
    return trigger === 'enter' ? triggers.enter : triggers.leave;
  }

  /** Delayed triggers that are due by `now` (removed from the book). */
  due(now: number): PendingTrigger[] {
    const out: PendingTrigger[] = [];
    for (const [key, p] of this.pending) {
      if (p.due <= now) {
        out.push(p);
        this.pending.delete(key);
      }
    }
    return out;
  }

  /** Forget a deleted fence's pending triggers. */
  dropFence(fenceUid: string): void {
    for (const [key, p] of this.pending) if (p.fenceUid === fenceUid) this.pending.delete(key);
  }
}
