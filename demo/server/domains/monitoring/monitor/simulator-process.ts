/**
 * Which server process runs the simulator (issue 25, 2), and asking it. With several processes only
 * the one holding the background work's lock (cluster/leadership.ts) ticks the runtime; the others'
 * runtimes hold only what they loaded from the database. So a process that does not simulate asks
 * the one that does for every read of the live simulation: an enterprise's live records (the map's
 * first paint, a car's live data) and a car's journey under way (the history calls), and uses its
 * own only when none answers in time (the simulator is moving to another process).
 */
import type { MonitorRecord } from '../../../../../src/core/api/contract/monitor';
import type { ServerContext } from '../../../context';
import type { PositionReport } from '../../../sim';
import type { StoredJourney } from '../history/store';

/** Set in ctx.services while this process runs the simulator (start.ts). */
const SIMULATING = 'monitoring.simulating';
export const LIVE_RECORDS = 'fms:monitor-records';
export const DEVICE_REPORT = 'fms:device-report';
export const OPEN_JOURNEY = 'fms:open-journey';
/** How long a request waits for the simulator's process: well under a call's patience, over a tick's work. */
const ASK_TIMEOUT_MS = 2000;

export function setSimulating(ctx: ServerContext, on: boolean): void {
  ctx.services.set(SIMULATING, on);
}

export function simulatesHere(ctx: ServerContext): boolean {
  return ctx.services.get(SIMULATING) === true;
}

export interface DeviceReport {
  enterpriseUid: string;
  carUid: string;
  report: PositionReport;
}

/**
 * With several processes a report accepted by the intake goes to every process and the simulating
 * one applies it (simulator-inbox.ts): true when handed over so. Alone, the process applies it itself.
 */
export function handOverReport(ctx: ServerContext, message: DeviceReport): boolean {
  if (!ctx.realtime.clustered()) return false;
  ctx.realtime.toServers(DEVICE_REPORT, message);
  return true;
}

/** The simulator's process's answer to `kind`; undefined when this process is it, or is alone, or none answered in time. */
async function askSimulator(ctx: ServerContext, kind: string, payload: unknown): Promise<unknown> {
  if (!ctx.realtime.clustered() || simulatesHere(ctx)) return undefined;
  return ctx.realtime.askServers(kind, payload, ASK_TIMEOUT_MS);
}

const ASKING_RECORDS = 'monitoring.askingRecords';

/**
 * The simulator's process's records of the enterprise; undefined when this process is it, or is alone,
 * or none answered. Calls made while a question is out share its answer (one array), so concurrent
 * car/list calls on this process also share one printed answer (car-list-answers.ts).
 */
export function recordsFromSimulator(ctx: ServerContext, enterpriseUid: string): Promise<MonitorRecord[] | undefined> {
  if (!ctx.realtime.clustered() || simulatesHere(ctx)) return Promise.resolve(undefined);
  let asking = ctx.services.get(ASKING_RECORDS) as Map<string, Promise<MonitorRecord[] | undefined>> | undefined;
  if (!asking) ctx.services.set(ASKING_RECORDS, (asking = new Map()));
  let answer = asking.get(enterpriseUid);
  if (!answer) {
    const out = asking;
    answer = (askSimulator(ctx, LIVE_RECORDS, enterpriseUid) as Promise<MonitorRecord[] | undefined>)
      .finally(() => out.delete(enterpriseUid));
    asking.set(enterpriseUid, answer);
  }
  return answer;
}

export interface OpenJourneyQuestion {
  enterpriseUid: string;
  carUid: string;
}

/**
 * The simulator's process's answer for a car's journey under way, wrapped (`{ journey }`) because
 * "parked" (null) is an answer while an absent one means none answered (server-bus.ts turns a bare
 * null into no answer); undefined as recordsFromSimulator.
 */
export async function openJourneyFromSimulator(ctx: ServerContext, question: OpenJourneyQuestion): Promise<{ journey: StoredJourney | null } | undefined> {
  return (await askSimulator(ctx, OPEN_JOURNEY, question)) as { journey: StoredJourney | null } | undefined;
}
