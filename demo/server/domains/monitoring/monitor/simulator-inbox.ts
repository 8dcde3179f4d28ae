/**
 * What reaches the simulator from any server process (issue 25, 2): a device's report accepted by
 * the intake, and a change of the cars. With several processes only one runs the simulator (the
 * leader, cluster/leadership.ts), while any of them may take a device's request or a car's edit; so
 * these go to every process (ctx.realtime.toServers) and the one simulating applies them. The
 * report is kept in device_positions before it is sent, so a process that takes over the simulator
 * later starts from it (runtime.ts loads the last reports).
 */
import type { ServerContext } from '../../../context';
import type { PositionReport } from '../../../sim';
import { intakeOf } from '../intake/intake';
import { runtimeOf } from './runtime';

const DEVICE_REPORT = 'fms:device-report';
const CARS_CHANGED = 'fms:cars-changed';
/** Set in ctx.services while this process runs the simulator (start.ts). */
const SIMULATING = 'monitoring.simulating';

interface DeviceReport {
  enterpriseUid: string;
  carUid: string;
  report: PositionReport;
}

export function setSimulating(ctx: ServerContext, on: boolean): void {
  ctx.services.set(SIMULATING, on);
}

/**
 * True where a report is to be applied: the process simulating, or the only process (whose tests
 * tick the runtime by hand, without starting it).
 */
function appliesReports(ctx: ServerContext): boolean {
  return !ctx.realtime.clustered() || ctx.services.get(SIMULATING) === true;
}

/** Hands an accepted report to the simulator, wherever it runs. */
export function reportToSimulator(ctx: ServerContext, enterpriseUid: string, carUid: string, report: PositionReport): void {
  ctx.realtime.toServers(DEVICE_REPORT, { enterpriseUid, carUid, report } satisfies DeviceReport);
}

/** Cars were added, edited or deleted: every process's intake looks them up afresh, the simulator reloads them. */
export function carsChangedEverywhere(ctx: ServerContext): void {
  ctx.realtime.toServers(CARS_CHANGED, null);
}

/** Called once per app (the domain's provide): this process's part of the messages above. */
export function listenForSimulatorInput(ctx: ServerContext): void {
  ctx.realtime.onServers(DEVICE_REPORT, (payload) => {
    const { enterpriseUid, carUid, report } = payload as DeviceReport;
    if (appliesReports(ctx)) runtimeOf(ctx).report(enterpriseUid, carUid, report);
  });
  ctx.realtime.onServers(CARS_CHANGED, () => {
    runtimeOf(ctx).carsChanged();
    intakeOf(ctx).forgetCars();
  });
}
