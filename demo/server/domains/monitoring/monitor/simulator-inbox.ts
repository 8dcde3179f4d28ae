/**
 * What reaches the simulator from any server process (issue 25, 2): a device's report accepted by
 * the intake (runtime.ts `report` hands it over, simulator-process.ts), a change of the cars, and
 * the questions for the live records and a journey under way. With several processes only one runs the simulator (the
 * leader, cluster/leadership.ts), while any of them may take a device's request or a car's edit; so
 * these go to every process (ctx.realtime.toServers) and the one simulating applies them. The
 * report is kept in device_positions before it is sent, so a process that takes over the simulator
 * later starts from it (runtime.ts loads the last reports).
 */
import type { ServerContext } from '../../../context';
import { runtimeOf } from './runtime';
import { DEVICE_REPORT, LIVE_RECORDS, OPEN_JOURNEY, simulatesHere, type DeviceReport, type OpenJourneyQuestion } from './simulator-process';

const CARS_CHANGED = 'fms:cars-changed';

/** Cars were added, edited or deleted: every process's intake looks them up afresh, the simulator reloads them. */
export function carsChangedEverywhere(ctx: ServerContext): void {
  ctx.realtime.toServers(CARS_CHANGED, null);
}

/** Runs `follow` in every process when cars changed in any (monitor/routes.ts: the runtime and the intake's cache). */
export function onCarsChanged(ctx: ServerContext, follow: () => void): void {
  ctx.realtime.onServers(CARS_CHANGED, follow);
}

/** Called once per app (the domain's provide): this process's part of the messages above. */
export function listenForSimulatorInput(ctx: ServerContext): void {
  ctx.realtime.onServers(DEVICE_REPORT, (payload) => {
    const { enterpriseUid, carUid, report } = payload as DeviceReport;
    if (simulatesHere(ctx)) runtimeOf(ctx).offer(enterpriseUid, carUid, report);
  });
  // the simulator's process answers for the live records (simulator-process.ts)
  ctx.realtime.answerServers(LIVE_RECORDS, (enterpriseUid) => (simulatesHere(ctx) ? runtimeOf(ctx).records(String(enterpriseUid)) : undefined));
  ctx.realtime.answerServers(OPEN_JOURNEY, async (question) => {
    if (!simulatesHere(ctx)) return undefined;
    const { enterpriseUid, carUid } = question as OpenJourneyQuestion;
    return { journey: await runtimeOf(ctx).localOpenJourney(enterpriseUid, carUid) };
  });
}
