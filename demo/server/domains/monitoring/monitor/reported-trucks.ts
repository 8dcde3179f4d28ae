/**
 * The cars whose real devices report (issue 25, 3): their accepted reports wait here until the
 * next tick, which applies them to the trucks in time order (sim/reports.ts), so that speeding,
 * fences and journeys follow from them through the same pipeline as the simulator's moves. A truck
 * of a fleet that was recreated (its cars changed) is placed at its car's last report again.
 */
import { adoptReport, ageReported, applyReport, type Journey, type PositionReport, type SimEvent } from '../../../sim';
import type { EnterpriseFleet } from './enterprise-fleets';

interface Reporting {
  last: PositionReport;
  queue: PositionReport[];
}

export class ReportedTrucks {
  /** enterprise uid → car uid → its reports. */
  private readonly byEnterprise = new Map<string, Map<string, Reporting>>();

  /** Queues a report accepted for the car (the intake has checked it is newer than the car's last). */
  offer(enterpriseUid: string, carUid: string, report: PositionReport): void {
    let cars = this.byEnterprise.get(enterpriseUid);
    if (!cars) this.byEnterprise.set(enterpriseUid, (cars = new Map()));
    const entry = cars.get(carUid);
    if (!entry) cars.set(carUid, { last: report, queue: [report] });
    else if (report.time > entry.last.time) {
      entry.last = report;
      entry.queue.push(report);
    }
  }

  /** The last report kept before a restart: the truck starts where it was reported, unsimulated. */
  remember(enterpriseUid: string, carUid: string, report: PositionReport): void {
    let cars = this.byEnterprise.get(enterpriseUid);
    if (!cars) this.byEnterprise.set(enterpriseUid, (cars = new Map()));
    const entry = cars.get(carUid);
    if (!entry) cars.set(carUid, { last: report, queue: [] });
    else if (entry.last.time < report.time) entry.last = report;
  }

  /** Applies the waiting reports of the fleet's reporting trucks, then ages them (parked, lost) at `now`. */
  apply(ef: EnterpriseFleet, now: number): { events: SimEvent[]; journeys: Journey[] } {
    const events: SimEvent[] = [];
    const journeys: Journey[] = [];
    const cars = this.byEnterprise.get(ef.enterpriseUid);
    if (!cars?.size) return { events, journeys };
    ef.cars.forEach((car, i) => {
      const entry = cars.get(car.uid);
      const truck = ef.fleet.trucks[i];
      if (!entry || !truck.hasDevice) return;
      const queue = entry.queue.sort((a, b) => a.time - b.time);
      entry.queue = [];
      if (!truck.reported) {
        // newly reporting, or its fleet was recreated: place it at the first report it has (silently)
        adoptReport(ef.fleet, truck, queue.shift() ?? entry.last, now);
      }
      for (const report of queue) applyReport(ef.fleet, truck, report, events, journeys);
      ageReported(truck, now, events, journeys);
    });
    return { events, journeys };
  }
}
