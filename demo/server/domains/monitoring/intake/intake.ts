/**
 * The device intake (issue 25, 3): a position a real device sent becomes its car's live position.
 * In order: the device's rate limit (before any work, so a flood costs little), the checks, the car
 * whose udid the id is ('fleet.cars'), keeping it as the car's last report (a repeat changes
 * nothing), and handing it to the monitoring runtime, whose next tick applies it like a simulated
 * move. Every refusal is counted for the operator.
 */
import type { ServerContext } from '../../../context';
import { RateLimiter } from '../../../auth/rate-limit';
import type { CarDbRow } from '../../fleet/car-store';
import { perServer, serviceOf } from '../../../services';
import { runtimeOf } from '../monitor/runtime';
import { checkPosition } from './check-position';
import { IntakeStats, type RefusalReason } from './intake-stats';
import { keepIfNewer } from './position-store';
import type { SentPosition } from './sent-position';

/** Reports one device may send a minute (FMS_DEVICE_RATE): a Traccar Client at 1 s sends 60, and catches up after being offline. */
const DEFAULT_PER_MINUTE = 120;
/** How long a udid's car is remembered, so a device reporting every second costs no query each time. */
const CAR_CACHE_MS = 30_000;

export type IntakeOutcome =
  | { accepted: true; repeated: boolean }
  | { accepted: false; reason: RefusalReason; field?: string; message: string; retryAfterS?: number };

export class DeviceIntake {
  readonly stats: IntakeStats;
  /** A device's budget is counted in the database, so it holds whichever process its reports reach. */
  private readonly limiter: RateLimiter;
  private readonly cars = new Map<string, { car: CarDbRow | null; at: number }>();

  constructor(private readonly ctx: ServerContext, perMinute = Number(process.env.FMS_DEVICE_RATE) || DEFAULT_PER_MINUTE) {
    this.limiter = new RateLimiter('device', perMinute, 60_000, ctx);
    this.stats = new IntakeStats(ctx.db);
  }

  async take(sent: SentPosition): Promise<IntakeOutcome> {
    const refuse = async (reason: RefusalReason, message: string, extra: { field?: string; retryAfterS?: number } = {}): Promise<IntakeOutcome> => {
      await this.stats.refuse(reason);
      return { accepted: false, reason, message, ...extra };
    };
    if (!sent.id) return refuse('noDevice', '缺少裝置 ID（id）：請在裝置上設定為車輛的裝置編號（udid）。', { field: 'id' });
    const waitMs = await this.limiter.hit(sent.id);
    if (waitMs > 0) return refuse('rateLimited', '此裝置回報過於頻繁，請稍後再送。', { retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) });
    const now = this.ctx.now();
    const checked = checkPosition(sent, now);
    if ('reason' in checked) return refuse(checked.reason, checked.message, { field: checked.field });
    const car = await this.carOf(sent.id, now);
    if (!car) {
      if (await this.stats.unknownId(sent.id, now)) this.ctx.log(`[devices] refused reports of unknown device id ${JSON.stringify(sent.id)} (no car has this udid)`);
      return refuse('unknownDevice', `沒有車輛使用裝置 ID「${sent.id}」：請確認裝置上的 ID 與車輛資料的裝置編號相同。`, { field: 'id' });
    }
    if (!car.enabled_code) return refuse('unmanagedCar', '此裝置的車輛尚未納管，回報未採用。', { field: 'id' });
    const report = { ...checked, carUid: car.uid, enterpriseUid: car.enterprise_uid };
    if (!await keepIfNewer(this.ctx.db, report, now)) {
      await this.stats.repeat();
      return { accepted: true, repeated: true };
    }
    runtimeOf(this.ctx).report(car.enterprise_uid, car.uid, report);
    await this.stats.accept();
    return { accepted: true, repeated: false };
  }

  private async carOf(udid: string, now: number): Promise<CarDbRow | null> {
    const cached = this.cars.get(udid);
    if (cached && now - cached.at < CAR_CACHE_MS) return cached.car;
    const car = await serviceOf(this.ctx, 'fleet.cars').byUdid(this.ctx.db, udid);
    if (this.cars.size > 50_000) this.cars.clear();
    this.cars.set(udid, { car, at: now });
    return car;
  }

  /** Cars changed (a udid given, taken or moved): look them up afresh. */
  forgetCars(): void {
    this.cars.clear();
  }
}

const KEY = 'monitoring.deviceIntake';

/** The intake of this server (one per app, kept in ctx.services like the runtime). */
export function intakeOf(ctx: ServerContext): DeviceIntake {
  return perServer(ctx, KEY, () => new DeviceIntake(ctx));
}
