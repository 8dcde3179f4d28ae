import type { MonitorRecord } from '../../../../../src/core/api/contract/monitor';
import type { ServerContext } from '../../../context';
import { reverseGeocode } from '../../../geo';
import { notifyUsers, useService } from '../../../services';
import { createFleet, setFences, snapshot, step, type FleetState, type Journey as SimJourney, type SimEvent } from '../../../sim';
import { journeyUidOf, storedEventOf } from '../events/convert';
import { insertEvents, type StoredEvent } from '../events/store';
import { fencesVersion } from '../fences/changes';
import { allFences, type FenceRow } from '../fences/store';
import { replayJourney } from '../history/replay';
import { insertJourneys, type StoredJourney } from '../history/store';
import { addHarsh } from '../score/stats';
import { allCars, type CarRow } from '../shared/cars';
import { loadTaskKinds, taskKindResolver, type TaskKindOf } from '../shared/task-kinds';
import { delayedFenceEvents, fenceSpeedingEvents } from './fence-events';
import { FenceTriggerBook } from './fence-triggers';
import { closedPoints, startLive, trackSample, type LiveJourney } from './live-journey';
import { loadLastEvents, loadLiveState, persistLiveState, recordDeviceSamples } from './live-store';
import { pickDtc } from './pick-dtc';
import { monitorRecordOf } from './records';
import { fenceDefOf, SIM_SEED, truckSeedOf } from './truck-seeds';
import { NOTIFICATION_CATEGORY } from '../../../../../src/core/api/contract/vocabulary/notifications';

/** One enterprise's simulated fleet, its cars (in the simulator's order) and fences. */
interface EnterpriseFleet {
  enterpriseUid: string;
  cars: CarRow[];
  fleet: FleetState;
  fences: Map<string, FenceRow>;
  signature: string;
  records: MonitorRecord[];
}

interface CarLive {
  journey: LiveJourney | null;
  lastEvent: MonitorRecord['lastEvent'];
  mileageOffset: number;
  /** The simulator's first odometer reading, to carry on from the persisted one. */
  baseMileage: number | null;
  persistedMileage: number | null;
}

/** Reload the cars (added, deleted, reassigned) this often, and save positions. */
const REFRESH_EVERY_TICKS = 30;
/** Device readings (cold chain, TPMS) are kept every 5 minutes. */
const SAMPLE_EVERY_MS = 5 * 60_000;

const signatureOf = (cars: CarRow[]) => cars.map((c) => `${c.uid}:${c.udid}:${c.driver_uid}:${c.model}:${JSON.stringify(c.devices)}`).join('|');

/**
 * The live monitoring runtime (spec 2.11 'Monitoring map', 7.12): steps the simulator for every
 * enterprise's cars, stores the events and closed journeys, notifies, and emits the whole monitor
 * list to the enterprises someone watches. Created lazily, so calls work before the first tick;
 * `tick` is exported for tests to run one step without timers.
 */
export class MonitoringRuntime {
  private fleets = new Map<string, EnterpriseFleet>();
  private live = new Map<string, CarLive>();
  private readonly triggers = new FenceTriggerBook();
  /** Last fence speeding event per car and fence. */
  private readonly fenceSpeeding = new Map<string, number>();
  /** Fence events made by a delayed trigger (not crossings the simulator reported). */
  private readonly delayed = new WeakSet<SimEvent>();
  private taskKindOf: TaskKindOf = () => null;
  private ready: Promise<void> | null = null;
  private fenceVersion = -1;
  private ticks = 0;
  private lastTickAt: number | null = null;
  private lastSampleAt = 0;
  private current: Promise<void> | null = null;

  constructor(private readonly ctx: ServerContext) {}

  ensure(): Promise<void> {
    this.ready ??= this.load().catch((error) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  /** The live records of an enterprise's cars. */
  async records(enterpriseUid: string): Promise<MonitorRecord[]> {
    await this.ensure();
    return this.fleets.get(enterpriseUid)?.records ?? [];
  }

  async record(enterpriseUid: string, carUid: string): Promise<MonitorRecord | undefined> {
    return (await this.records(enterpriseUid)).find((r) => r.carUid === carUid);
  }

  private async load(): Promise<void> {
    const { db } = this.ctx;
    this.taskKindOf = taskKindResolver(await loadTaskKinds(db), useService(this.ctx, 'tasks.taskKindOf'));
    const lastEvents = await loadLastEvents(db);
    const persisted = await loadLiveState(db);
    for (const [carUid, lastEvent] of lastEvents) this.liveOf(carUid).lastEvent = lastEvent;
    for (const [carUid, state] of persisted) this.liveOf(carUid).persistedMileage = state.mileage;
    await this.rebuild(await allCars(db), await allFences(db));
    this.fenceVersion = fencesVersion(this.ctx);
  }

  private liveOf(carUid: string): CarLive {
    let live = this.live.get(carUid);
    if (!live) {
      live = { journey: null, lastEvent: null, mileageOffset: 0, baseMileage: null, persistedMileage: null };
      this.live.set(carUid, live);
    }
    return live;
  }

  /** Creates the fleets of enterprises whose cars changed; keeps the others running as they are. */
  private async rebuild(cars: CarRow[], fences: FenceRow[]): Promise<void> {
    const byEnterprise = new Map<string, CarRow[]>();
    for (const car of cars) byEnterprise.set(car.enterprise_uid, [...(byEnterprise.get(car.enterprise_uid) ?? []), car]);
    const next = new Map<string, EnterpriseFleet>();
    const now = this.ctx.now();
    for (const [enterpriseUid, list] of byEnterprise) {
      const signature = signatureOf(list);
      const old = this.fleets.get(enterpriseUid);
      if (old && old.signature === signature) {
        old.cars = list;
        next.set(enterpriseUid, old);
        continue;
      }
      const own = fences.filter((f) => f.enterprise_uid === enterpriseUid);
      const fleet = createFleet({ seed: SIM_SEED, trucks: list.map(truckSeedOf), nowMs: now, fences: own.map(fenceDefOf), pickDtc });
      const ef: EnterpriseFleet = { enterpriseUid, cars: list, fleet, fences: new Map(own.map((f) => [f.uid, f])), signature, records: [] };
      ef.records = this.buildRecords(ef);
      next.set(enterpriseUid, ef);
    }
    this.fleets = next;
  }

  private async reloadFences(): Promise<void> {
    const fences = await allFences(this.ctx.db);
    for (const ef of this.fleets.values()) {
      const own = fences.filter((f) => f.enterprise_uid === ef.enterpriseUid);
      for (const uid of ef.fences.keys()) if (!own.some((f) => f.uid === uid)) this.triggers.dropFence(uid);
      ef.fences = new Map(own.map((f) => [f.uid, f]));
      setFences(ef.fleet, own.map(fenceDefOf));
    }
  }

  private buildRecords(ef: EnterpriseFleet): MonitorRecord[] {
    const sims = snapshot(ef.fleet);
    return sims.map((sim, i) => {
      const car = ef.cars[i];
      const live = this.liveOf(car.uid);
      if (live.baseMileage === null) {
        live.baseMileage = sim.mileage;
        live.mileageOffset = live.persistedMileage !== null ? live.persistedMileage - sim.mileage : 0;
      }
      const truck = ef.fleet.trucks[i];
      const names: string[] = [];
      ef.fleet.fences.forEach((f, j) => { if (truck.fenceIn[j]) names.push(f.name); });
      return monitorRecordOf(sim, car, { lastEvent: live.lastEvent, fences: names, mileageOffset: live.mileageOffset });
    });
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
    const dt = dtSeconds ?? Math.min(5, Math.max(0, this.lastTickAt === null ? 1 : (now - this.lastTickAt) / 1000));
    this.lastTickAt = now;
    this.ticks += 1;
    if (this.fenceVersion !== fencesVersion(this.ctx)) {
      this.fenceVersion = fencesVersion(this.ctx);
      await this.reloadFences();
    }
    if (this.ticks % REFRESH_EVERY_TICKS === 0) {
      await this.rebuild(await allCars(this.ctx.db), await allFences(this.ctx.db));
      await persistLiveState(this.ctx.db, [...this.fleets.values()].flatMap((ef) => ef.records), now);
    }
    const watched = this.ctx.realtime.watchedEnterprises();
    const sample = now - this.lastSampleAt >= SAMPLE_EVERY_MS;
    if (sample) this.lastSampleAt = now;
    for (const ef of this.fleets.values()) {
      await this.stepFleet(ef, dt, now);
      if (sample) await recordDeviceSamples(this.ctx.db, ef.records, now);
      if (watched.has(ef.enterpriseUid)) this.ctx.realtime.emitMonitor(ef.enterpriseUid, ef.records);
    }
  }

  private async stepFleet(ef: EnterpriseFleet, dt: number, now: number): Promise<void> {
    const result = dt > 0 ? step(ef.fleet, dt, now) : { events: [], journeys: [] };
    const closed = result.journeys.map((j) => this.closeJourney(ef, j, result.events));
    const sims = snapshot(ef.fleet);
    sims.forEach((sim, i) => {
      const car = ef.cars[i];
      const live = this.liveOf(car.uid);
      const open = ef.fleet.trucks[i].journey;
      if (!open) live.journey = null;
      else {
        if (!live.journey || live.journey.startTime !== open.startTime) live.journey = startLive(open.startTime);
        trackSample(live.journey, sim, dt, now);
      }
    });
    const stored: Array<{ row: StoredEvent; notify: boolean; includeDtcA: boolean }> = [];
    const extra = [
      ...fenceSpeedingEvents(ef.fleet, ef.fences, sims, now, this.fenceSpeeding),
      ...delayedFenceEvents(this.triggers, ef.fleet, ef.cars, ef.fences, now, (e) => this.delayed.add(e)),
    ];
    for (const e of [...result.events, ...extra]) {
      const item = this.storeEvent(ef, e, closed);
      if (item) stored.push(item);
    }
    await insertJourneys(this.ctx.db, closed);
    await insertEvents(this.ctx.db, stored.map((s) => s.row));
    ef.records = this.buildRecords(ef);
    for (const s of stored) if (s.notify) await this.notifyEvent(s.row, s.includeDtcA);
  }

  private carOf(ef: EnterpriseFleet, uid: unknown): CarRow | undefined {
    return ef.cars.find((c) => c.uid === String(uid));
  }

  private closeJourney(ef: EnterpriseFleet, j: SimJourney, events: SimEvent[]): StoredJourney {
    const car = this.carOf(ef, j.carUid)!;
    const live = this.liveOf(car.uid).journey;
    const base = {
      uid: journeyUidOf(car.uid, j.startTime), enterpriseUid: ef.enterpriseUid, carUid: car.uid,
      driverUid: j.driverUid !== undefined ? String(j.driverUid) : car.driver_uid,
      taskKindUid: this.taskKindOf(ef.enterpriseUid, car.uid, j.startTime),
      startTime: j.startTime, endTime: j.endTime, startAddress: j.startAddress, endAddress: j.endAddress,
      distance: j.distanceMeters, maxSpeed: j.maxSpeed, avgSpeed: j.avgSpeed,
    };
    if (live && live.startTime === j.startTime && live.points.length > 0) {
      return { ...base, idleSeconds: Math.round(live.stats.idleSeconds), points: closedPoints(live, j), stats: live.stats };
    }
    // Followed only partly (the runtime started mid-journey): replay it like a past journey.
    const replay = replayJourney(j, events.filter((e) => String(e.carUid) === car.uid), Math.random);
    return { ...base, idleSeconds: replay.idleSeconds, points: replay.points, stats: replay.stats };
  }

  /** A simulator event as a stored event, or null when a fence's triggers skip it. */
  private storeEvent(ef: EnterpriseFleet, e: SimEvent, closed: StoredJourney[]): { row: StoredEvent; notify: boolean; includeDtcA: boolean } | null {
    const car = this.carOf(ef, e.carUid);
    if (!car) return null;
    let fence: FenceRow | undefined;
    if (e.type === 'fence') {
      fence = ef.fences.get(String(e.fenceUid));
      if (!fence) return null;
      if (fence.options.carUids.length && !fence.options.carUids.includes(car.uid)) return null;
      if (!this.delayed.has(e) && !this.triggers.crossing(car.uid, fence.uid, e.trigger ?? 'enter', fence.triggers, e.time)) return null;
    }
    const live = this.liveOf(car.uid);
    if ((e.type === 'accelerate' || e.type === 'decelerate') && e.rate && live.journey) addHarsh(live.journey.stats, e.type, e.rate);
    const inClosed = closed.find((j) => j.carUid === car.uid && e.time >= j.startTime && e.time <= j.endTime);
    const journeyUid = inClosed?.uid ?? (live.journey ? journeyUidOf(car.uid, live.journey.startTime) : null);
    const { row, text } = storedEventOf(e, car, {
      taskKindUid: this.taskKindOf(ef.enterpriseUid, car.uid, e.time),
      journeyUid,
      address: reverseGeocode(e.lat, e.lng)?.address ?? '',
      fenceMessage: fence?.message,
    });
    live.lastEvent = { type: row.type, title: row.title, time: row.createdAt };
    const notifyIt = text.notify && (!fence || fence.options.notify);
    return { row, notify: notifyIt, includeDtcA: text.includeDtcA };
  }

  private async notifyEvent(row: StoredEvent, includeDtcA: boolean): Promise<void> {
    await notifyUsers(this.ctx, {
      enterpriseUid: row.enterpriseUid,
      category: row.category,
      type: row.category === NOTIFICATION_CATEGORY.fence ? 'fence' : 'event',
      code: row.code ?? row.type,
      title: row.title,
      content: row.content,
      includeDtcA,
      at: row.createdAt,
      data: { eventUid: row.uid, carUid: row.carUid, carNo: row.data.carNo, eventType: row.type, level: row.level, lat: row.lat, lng: row.lng, time: row.createdAt },
    });
  }

  /** Saves the last positions and odometers (on stop, and every REFRESH_EVERY_TICKS ticks). */
  async persist(): Promise<void> {
    if (!this.ready) return;
    await persistLiveState(this.ctx.db, [...this.fleets.values()].flatMap((ef) => ef.records), this.ctx.now());
  }
}

const KEY = 'monitoring.runtime';

/** The runtime of this server (one per app, kept in ctx.services). */
export function runtimeOf(ctx: ServerContext): MonitoringRuntime {
  let runtime = ctx.services.get(KEY) as MonitoringRuntime | undefined;
  if (!runtime) {
    runtime = new MonitoringRuntime(ctx);
    ctx.services.set(KEY, runtime);
  }
  return runtime;
}
