import type { MonitorRecord } from '../../../../../src/core/api/contract/monitor';
import type { ServerContext } from '../../../context';
import { perServer, useService } from '../../../services';
import { fencesVersion } from '../fences/changes';
import { allFences } from '../fences/store';
import { allCars } from '../shared/cars';
import { loadTaskKinds, taskKindResolver, type TaskKindOf } from '../shared/task-kinds';
import { CarLiveBook } from './car-live';
import { carListAnswersOf } from './car-list-answers';
import { rebuildFleets, recordsOf, stepSimulation, type EnterpriseFleet } from './enterprise-fleets';
import { intakeEvents } from './event-intake';
import { notifyEvents } from './event-notify';
import { FenceChecks } from './fence-checks';
import type { StoredJourney } from '../history/store';
import { followJourneys, openJourneyOf, storedJourneyOf } from './journeys';
import { monitorEmitter } from './monitor-emit';
import { DeviceSampler, saveLivePositions, saveStepResults } from './tick-persistence';
import { ReportedTrucks } from './reported-trucks';
import { lastReports } from '../intake/position-store';
import type { PositionReport } from '../../../sim';
import { handOverReport, openJourneyFromSimulator, recordsFromSimulator } from './simulator-process';

/** Reload the cars (added, deleted, reassigned) this often, and save positions. */
const REFRESH_EVERY_TICKS = 30;

/**
 * The live monitoring runtime (spec 2.11 'Monitoring map', 7.12): steps the simulator for every
 * enterprise's cars, stores the events and closed journeys, notifies, and emits the whole monitor
 * list to the enterprises someone watches. Created lazily, so calls work before the first tick;
 * `tick` is exported for tests to run one step without timers.
 *
 * It only orders the work; each part is its own module: the fleets and the simulation
 * (enterprise-fleets.ts), fences (fence-checks.ts), journeys (journeys.ts), events
 * (event-intake.ts), notifications (event-notify.ts), writes (tick-persistence.ts) and the
 * socket emit (monitor-emit.ts).
 */
export class MonitoringRuntime {
  private fleets = new Map<string, EnterpriseFleet>();
  private readonly lives = new CarLiveBook();
  private readonly fenceChecks = new FenceChecks();
  private readonly sampler = new DeviceSampler();
  /** Cars whose real devices report: moved by their reports, not simulated (issue 25, 3). */
  private readonly reported = new ReportedTrucks();
  private taskKindOf: TaskKindOf = () => null;
  private ready: Promise<void> | null = null;
  private fenceVersion = -1;
  /** Set when the fleet domain changed cars (added, 納管, edited, deleted): the next tick reloads them. */
  private carsStale = false;
  private ticks = 0;
  private lastTickAt: number | null = null;
  private current: Promise<void> | null = null;

  constructor(private readonly ctx: ServerContext) {}

  ensure(): Promise<void> {
    this.ready ??= this.load().catch((error) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  /** Cars were changed: reload them on the next tick instead of up to REFRESH_EVERY_TICKS later. */
  carsChanged(): void {
    this.carsStale = true;
  }

  /**
   * A real device's report for a car, accepted by the intake: applied on the next tick of the
   * simulator, which may run in another server process (simulator-process.ts hands it over).
   */
  report(enterpriseUid: string, carUid: string, report: PositionReport): void {
    if (!handOverReport(this.ctx, { enterpriseUid, carUid, report })) this.offer(enterpriseUid, carUid, report);
  }

  /** A report to apply here: taken by this process, or handed over by another (simulator-inbox.ts). */
  offer(enterpriseUid: string, carUid: string, report: PositionReport): void {
    this.reported.offer(enterpriseUid, carUid, report);
  }

  /**
   * The live records of an enterprise's cars: from the simulator's process when another runs it
   * (simulator-process.ts). This process's own are updated in place each tick (issue 26, 2): a reader
   * that keeps them across an await sees the later tick's values (each record always one whole tick's).
   */
  async records(enterpriseUid: string): Promise<MonitorRecord[]> {
    const simulated = await recordsFromSimulator(this.ctx, enterpriseUid);
    if (simulated) return simulated;
    await this.ensure();
    return this.fleets.get(enterpriseUid)?.records ?? [];
  }

  async record(enterpriseUid: string, carUid: string): Promise<MonitorRecord | undefined> {
    return (await this.records(enterpriseUid)).find((r) => r.carUid === carUid);
  }

  /**
   * The journey a car of the enterprise is driving, up to the simulation's present; null when parked.
   * From the simulator's process when another runs it, as `records`: this one's runtime does not move.
   */
  async openJourney(enterpriseUid: string, carUid: string): Promise<StoredJourney | null> {
    const simulated = await openJourneyFromSimulator(this.ctx, { enterpriseUid, carUid });
    if (simulated) return simulated.journey;
    return this.localOpenJourney(enterpriseUid, carUid);
  }

  /** This process's own answer (the simulator's process answers others with it, simulator-inbox.ts). */
  async localOpenJourney(enterpriseUid: string, carUid: string): Promise<StoredJourney | null> {
    await this.ensure();
    const ef = this.fleets.get(enterpriseUid);
    return ef ? openJourneyOf(ef, carUid, this.lastTickAt ?? this.ctx.now(), this.lives, this.taskKindOf) : null;
  }

  private async load(): Promise<void> {
    await this.lives.load(this.ctx);
    for (const r of await lastReports(this.ctx.db)) this.reported.remember(r.enterpriseUid, r.carUid, r);
    await this.rebuild();
    this.fenceVersion = fencesVersion(this.ctx);
  }

  /**
   * Reads the cars, fences and task kinds and recreates the fleets whose cars changed. The task kinds
   * too: an enterprise's manager may add one on any server process, which this one is not told of.
   */
  private async rebuild(): Promise<void> {
    this.taskKindOf = taskKindResolver(await loadTaskKinds(this.ctx), useService(this.ctx, 'tasks.taskKindOf'));
    const cars = await allCars(this.ctx);
    const fences = await allFences(this.ctx.db);
    this.fleets = rebuildFleets(this.fleets, cars, fences, this.ctx.now(), this.lives);
  }

  /** One step of every fleet: `now` is the clock at its end; dt defaults to the time since the last tick. */
  tick(now = this.ctx.now(), dtSeconds?: number): Promise<void> {
    // A tick still running (slow database) makes the next one a no-op rather than a pile-up.
    if (this.current) return this.current;
    this.current = this.step(now, dtSeconds).finally(() => { this.current = null; });
    return this.current;
  }

  /** Resolves once no tick is running (before the database closes). */
  async idle(): Promise<void> {
    await this.current;
  }

  private async step(now: number, dtSeconds?: number): Promise<void> {
    await this.ensure();
    // capped at 5 s: after a stall (a paused process, a slow tick) the fleet does not leap ahead
    const dt = dtSeconds ?? Math.min(5, Math.max(0, this.lastTickAt === null ? 1 : (now - this.lastTickAt) / 1000));
    this.lastTickAt = now;
    this.ticks += 1;
    if (this.fenceVersion !== fencesVersion(this.ctx)) {
      this.fenceVersion = fencesVersion(this.ctx);
      const fences = await allFences(this.ctx.db);
      this.fenceChecks.reload(this.fleets.values(), fences);
    }
    if (this.ticks % REFRESH_EVERY_TICKS === 0) {
      this.carsStale = false;
      await this.rebuild();
      await saveLivePositions(this.ctx.db, this.fleets, now);
    } else if (this.carsStale) {
      this.carsStale = false;
      await this.rebuild();
    }
    const emit = monitorEmitter(this.ctx.realtime);
    const sample = this.sampler.due(now);
    for (const ef of this.fleets.values()) {
      await this.stepFleet(ef, dt, now);
      if (sample) await this.sampler.record(this.ctx.db, ef, now);
      emit(ef);
    }
  }

  /** Simulate, close journeys, follow the open ones, turn events into stored ones, save, refresh the records, notify. */
  private async stepFleet(ef: EnterpriseFleet, dt: number, now: number): Promise<void> {
    // reported positions first, then the simulator, whose step leaves reporting trucks alone
    const reported = this.reported.apply(ef, now);
    const simulated = stepSimulation(ef, dt, now);
    const events = [...reported.events, ...simulated.events];
    const journeys = [...reported.journeys, ...simulated.journeys];
    const { sims } = simulated;
    const closed = journeys.map((j) => storedJourneyOf(ef, j, events, this.lives, this.taskKindOf));
    followJourneys(ef, sims, dt, now);
    const all = [...events, ...this.fenceChecks.extraEvents(ef, sims, now)];
    const stored = intakeEvents(ef, all, closed, { lives: this.lives, fences: this.fenceChecks, taskKindOf: this.taskKindOf });
    await saveStepResults(this.ctx.db, closed, stored.map((s) => s.row));
    // the step's snapshot: nothing moves the trucks between it and here (reports wait for the next tick)
    recordsOf(ef, sims);
    // the car/list answers asked in the tick before, printed now rather than by the next call (issue 26, 3)
    carListAnswersOf(this.ctx).prepareAfterTick(ef.records);
    await notifyEvents(this.ctx, stored);
  }

  /** Saves the last positions and odometers (on stop, and every REFRESH_EVERY_TICKS ticks). */
  async persist(): Promise<void> {
    if (!this.ready) return;
    await saveLivePositions(this.ctx.db, this.fleets, this.ctx.now());
  }
}

const KEY = 'monitoring.runtime';

/** A new runtime for this server, replacing the one before (start.ts). */
export function freshRuntime(ctx: ServerContext): MonitoringRuntime {
  const runtime = new MonitoringRuntime(ctx);
  ctx.services.set(KEY, runtime);
  return runtime;
}

/** The runtime of this server (one per app, kept in ctx.services). */
export function runtimeOf(ctx: ServerContext): MonitoringRuntime {
  return perServer(ctx, KEY, () => new MonitoringRuntime(ctx));
}
