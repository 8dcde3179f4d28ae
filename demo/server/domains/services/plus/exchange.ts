import { plus } from '../../../../../src/core/api/contract/plus';
import { SERIAL_REFUSALS } from '../../../../../src/core/api/contract/vocabulary/services';
import type { ServerContext } from '../../../context';
import { conflict, notFound } from '../../../http/errors';
import { RateLimiter } from '../../../auth/rate-limit';
import type { Registrar } from '../../../http/register';
import { targetCar } from '../../../car-refs';
import { plusCaller } from './access';
import { planOf, serviceTypeName, type PlanRow } from './catalogue';
import { addService, SERVICE_FROM, SERVICE_SELECT, serviceOf, servicesOf, type ServiceRow } from './services';
import { listPage, Where } from '../../../db/sql';
import { notifyUsers } from '../../../services';
import { taipeiDate, toMs } from '../../../time';
import { NOTIFICATION_CATEGORY } from '../../../../../src/core/api/contract/vocabulary/notifications';

/**
 * Serial-number redeem (spec 2.11 'Service redeem', /service/exchange and /service/record): our
 * design. A serial is good once, for one car, before it expires. The redeem pages are not under a
 * guarded prefix (spec 6), so any signed-in user of the car's enterprise may redeem.
 */

/** 'abcd1234efgh5678' or with dashes → 'ABCD-1234-EFGH-5678'. */
export function normaliseSerial(serial: string): string {
  const plain = serial.replace(/-/g, '').toUpperCase();
  return plain.match(/.{4}/g)!.join('-');
}

interface SerialRow {
  serial_no: string;
  plan_uid: string;
  expires_at: Date;
  used_at: Date | null;
}

async function serialOf(ctx: ServerContext, serialNo: string): Promise<SerialRow> {
  const row = await ctx.db.one<SerialRow>(`SELECT * FROM plus_serials WHERE serial_no = $1`, [normaliseSerial(serialNo)]);
  if (!row) throw notFound('此序號');
  return row;
}

/**
 * Serial look-ups a client may make in ten minutes (issue 22, 22): a person redeems a few serials,
 * checking each once or twice; a client sweeping guessed serials is held off.
 */
export const SERIAL_LOOKUPS_PER_TEN_MINUTES = 30;

export function exchangeRoutes(r: Registrar, ctx: ServerContext): void {
  const lookups = new RateLimiter('serial-lookup-client', SERIAL_LOOKUPS_PER_TEN_MINUTES, 10 * 60_000, ctx);
  // Both calls tell whether a serial exists, so they share one budget per client.
  const limitLookups = (ip: string) => lookups.enforce(ip, '序號查詢次數過多，請稍後再試。');

  r.route(plus.checkSerial, async (input) => {
    plusCaller(input);
    await limitLookups(input.ip);
    const serial = await serialOf(ctx, input.body.serialNo);
    const plan = (await ctx.db.one<PlanRow>(`SELECT * FROM plus_plans WHERE uid = $1`, [serial.plan_uid]))!;
    return { serialNo: serial.serial_no, plan: planOf(plan), used: serial.used_at !== null, expiresAt: toMs(serial.expires_at) ?? 0 };
  });

  r.route(plus.exchange, async (input) => {
    const me = plusCaller(input);
    await limitLookups(input.ip);
    const car = await targetCar(ctx, me.enterpriseUid, input.body.carUid);
    const serial = await serialOf(ctx, input.body.serialNo);
    if (serial.used_at) throw conflict(SERIAL_REFUSALS.used, 'serialNo');
    if ((toMs(serial.expires_at) ?? 0) <= ctx.now()) throw conflict(SERIAL_REFUSALS.expired, 'serialNo');
    const service = await ctx.db.transaction(async (tx) => {
      const claimed = await tx.query(
        `UPDATE plus_serials SET used_at = $2, used_car_uid = $3, used_by = $4 WHERE serial_no = $1 AND used_at IS NULL RETURNING serial_no`,
        [serial.serial_no, new Date(ctx.now()), car.uid, me.userUid]);
      if (!claimed.length) throw conflict(SERIAL_REFUSALS.used, 'serialNo');
      const plan = (await tx.one<PlanRow>(`SELECT * FROM plus_plans WHERE uid = $1`, [serial.plan_uid]))!;
      return addService(tx, { enterpriseUid: me.enterpriseUid, carUid: car.uid, plan, source: 'exchange', sourceCode: serial.serial_no, at: ctx.now() });
    });
    await notifyUsers(ctx, {
      enterpriseUid: me.enterpriseUid, userUids: [me.userUid], category: NOTIFICATION_CATEGORY.service, type: 'service', code: 'exchange',
      title: '序號兌換成功', content: `${car.car_no} 已開通${serviceTypeName(service.service_type)}，使用至 ${taipeiDate(toMs(service.end_at) ?? 0)}。`,
      data: { carUid: car.uid, carNo: car.car_no, serialNo: serial.serial_no },
    });
    return serviceOf(service, car.car_no);
  });

  r.route(plus.exchangeRecord, async (input) => {
    const me = plusCaller(input);
    if (input.query.carUid) await targetCar(ctx, me.enterpriseUid, input.query.carUid);
    const where = Where.scoped('s.enterprise_uid', me.enterpriseUid);
    if (input.query.carUid) where.add('s.car_uid = ?', input.query.carUid);
    return listPage(ctx.db, { select: SERVICE_SELECT, from: SERVICE_FROM, where, orderBy: 's.created_at DESC, s.uid' }, input.query,
      (rows: ServiceRow[]) => servicesOf(ctx, rows));
  });
}
