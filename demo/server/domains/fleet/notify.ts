import type { ServerContext } from '../../context';
import { useService } from '../../services';
import { NOTIFICATION_CATEGORY } from '../../../../src/core/api/contract/vocabulary/notifications';

/** Category 1 'bind' (spec 9): a car is now under management. A failing notifier never undoes it. */
export async function notifyBound(ctx: ServerContext, enterpriseUid: string, car: { uid: string; car_no: string }): Promise<void> {
  // The comms domain's notifier, looked up at call time (it may not be present).
  const notify = useService(ctx, 'comms.notify');
  if (!notify) return;
  try {
    await notify({
      enterpriseUid, category: NOTIFICATION_CATEGORY.enabled, type: 'bind', code: 'carEnabled', title: '車輛納管完成',
      content: `車輛 ${car.car_no} 已完成納管，開始回報即時資料。`, data: { carUid: car.uid, carNo: car.car_no },
    });
  } catch (error) {
    ctx.log('[fleet] bind notification failed', error);
  }
}
