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

/** Tells the task managers that a task's truck arrived at a stop (issue 27, 1: decided from its position). */
export async function announceArrival(ctx: ServerContext, enterpriseUid: string, t: TaskDetail, seq: number, at: number): Promise<void> {
  const stop = t.taskList.find((s) => s.seq === seq);
  await notifyUsers(ctx, {
    enterpriseUid,
    category: TASK_CATEGORY,
    type: 'task',
    code: 'arrived',
    title: '抵達站點',
    content: `${t.car.carNo} ${fmt(at, 'HH:mm')} 抵達第 ${seq} 站${stop ? ` ${stop.name}` : ''}（${t.driver.zhName}）。`,
    data: { taskUid: t.uid, carUid: t.car.uid, carNo: t.car.carNo, driverUid: t.driver.uid, seq, arrivedAt: at, url: t.url },
    at,
  }, ['P_P13']);
}

/** Tells the task managers that a task's truck has stayed off its planned path (issue 27, 3). */
export async function announceDeviation(ctx: ServerContext, enterpriseUid: string, t: TaskDetail, d: { since: number; meters: number }): Promise<void> {
  await notifyUsers(ctx, {
    enterpriseUid,
    category: TASK_CATEGORY,
    type: 'task',
    code: 'deviation',
    title: '偏離規劃路線',
    content: `${t.car.carNo} 自 ${fmt(d.since, 'HH:mm')} 起偏離任務規劃路線，目前約 ${Math.round(d.meters)} 公尺（${t.driver.zhName}）。`,
    data: { taskUid: t.uid, carUid: t.car.uid, carNo: t.car.carNo, driverUid: t.driver.uid, since: d.since, meters: Math.round(d.meters), url: t.url },
  }, ['P_P13']);
}
