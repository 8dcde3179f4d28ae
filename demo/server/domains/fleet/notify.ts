import type { ServerContext } from '../../context';
import { notifyUsers } from '../../services';
import { NOTIFICATION_CATEGORY } from '../../../../src/core/api/contract/vocabulary/notifications';

/** Category 1 'bind' (spec 9): a car is now under management. A failing notifier never undoes it (afterWrite). */
export async function notifyBound(ctx: ServerContext, enterpriseUid: string, car: { uid: string; car_no: string }): Promise<void> {
  await notifyUsers(ctx, {
    enterpriseUid, category: NOTIFICATION_CATEGORY.enabled, type: 'bind', code: 'carEnabled', title: '車輛納管完成',
    content: `車輛 ${car.car_no} 已完成納管，開始回報即時資料。`, data: { carUid: car.uid, carNo: car.car_no },
  });
}
