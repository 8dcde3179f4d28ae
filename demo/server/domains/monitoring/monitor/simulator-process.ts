/**
 * Which server process runs the simulator (issue 25, 2), and asking it. With several processes only
 * the one holding the background work's lock (cluster/leadership.ts) ticks the runtime; the others'
 * runtimes hold only what they loaded from the database. So a process that does not simulate asks
 * the one that does for an enterprise's live records (the map's first paint, a car's live data),
 * and uses its own only when none answers in time (the simulator is moving to another process).
 */
import type { MonitorRecord } from '../../../../../src/core/api/contract/monitor';
import type { ServerContext } from '../../../context';
import type { PositionReport } from '../../../sim';

/** Set in ctx.services while this process runs the simulator (start.ts). */
const SIMULATING = 'monitoring.simulating';
export const LIVE_RECORDS = 'fms:monitor-records';
export const DEVICE_REPORT = 'fms:device-report';
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

/** The simulator's process's records of the enterprise; undefined when this process is it, or is alone, or none answered. */
export async function recordsFromSimulator(ctx: ServerContext, enterpriseUid: string): Promise<MonitorRecord[] | undefined> {
  if (!ctx.realtime.clustered() || simulatesHere(ctx)) return undefined;
  return (await ctx.realtime.askServers(LIVE_RECORDS, enterpriseUid, ASK_TIMEOUT_MS)) as MonitorRecord[] | undefined;
}
