import { liveDvr, type DvrChannel } from '../../../../../src/core/api/contract/dvr';
import type { ServerContext } from '../../../context';
import type { Registrar } from '../../../http/register';
import { runtimeOf } from '../monitor/runtime';
import { carOf, type CarRow } from '../shared/cars';

/** Camera positions by channel index, as the DVR is wired on the reference trucks. */
const CHANNEL_NAMES = ['前鏡頭', '車內', '左側', '右側', '後鏡頭', '貨廂', '倒車鏡頭', '車頂'];

/** The DVR channels of a car; online while the car's device reports (not lost, not idle without power). */
export function dvrChannels(car: CarRow, online: boolean): DvrChannel[] {
  const count = car.udid ? car.devices?.dvr?.channels ?? 0 : 0;
  return Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    name: CHANNEL_NAMES[i] ?? `鏡頭 ${i + 1}`,
    udid: car.udid!,
    online,
  }));
}

/** Live video channel list (spec 7.6 live-dvr, 2.11 'Live video'). */
export function dvrRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(liveDvr.channelList, async ({ body, user }) => {
    const car = await carOf(ctx, user!.enterpriseUid, body.carUid);
    const live = await runtimeOf(ctx).record(user!.enterpriseUid, car.uid);
    const online = !!live && live.status !== 'lost' && live.status !== 'nodevice' && live.status !== 'parking';
    return dvrChannels(car, online);
  });
}
