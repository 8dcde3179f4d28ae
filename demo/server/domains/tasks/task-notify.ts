import type { TaskDetail } from '../../../../src/core/api/contract/task';
import { taskStatusLabel } from '../../../../src/core/catalogue/work';
import type { ServerContext } from '../../context';
import { notifyUsers } from '../../services';
import { fmt } from '../../time';
import { NOTIFICATION_CATEGORY } from '../../../../src/core/api/contract/vocabulary/notifications';

/** Notification category 4: driving-task execution status (spec 9). */
export const TASK_CATEGORY = NOTIFICATION_CATEGORY.task;

/** Tells the enterprise's task managers (P_P13) that a task changed status. */
export async function announceStatus(ctx: ServerContext, enterpriseUid: string, t: TaskDetail, by: string): Promise<void> {
  const label = taskStatusLabel(t.status);
  await notifyUsers(ctx, {
    enterpriseUid,
    category: TASK_CATEGORY,
    type: 'task',
    code: t.status,
    title: `任務${label}`,
    content: `${t.car.carNo} ${t.driver.zhName} ${fmt(t.taskDate, 'YYYY-MM-DD')} 的任務${label}（${by}）。`,
    data: { taskUid: t.uid, carUid: t.car.uid, carNo: t.car.carNo, driverUid: t.driver.uid, status: t.status, url: t.url },
  }, ['P_P13']);
}
