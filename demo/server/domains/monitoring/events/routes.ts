import { eventCarExportName, eventListExportName, events } from '../../../../../src/core/api/contract/events';
import type { ServerContext } from '../../../context';
import type { Registrar } from '../../../http/register';
import { xlsxFile } from '../shared/xlsx';
import { COUNT_COLUMNS, eventCounts, eventPage } from './queries';
import { pageOf } from '../../../db/sql';
import { taipeiDate, taipeiDateTime } from '../../../time';

/** Exports hold at most this many rows. */
const EXPORT_LIMIT = 50_000;

/** Event list calls and exports (spec 7.6 'Events', 2.11 'Event list'). */
export function eventRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(events.carList, async ({ body, user }) => {
    const page = pageOf(body);
    return { ...page, ...(await eventCounts(ctx, user!.enterpriseUid, body, page)) };
  });

  r.route(events.eventList, async ({ body, user }) => {
    const page = pageOf(body);
    return { ...page, ...(await eventPage(ctx, user!.enterpriseUid, body, page)) };
  });

  r.file(events.carExport, async ({ body, user }) => {
    const { list } = await eventCounts(ctx, user!.enterpriseUid, body, { offset: 0, limit: EXPORT_LIMIT });
    const headers = ['車號', '駕駛', '部門', '事件總數', ...COUNT_COLUMNS.map((c) => c.label)];
    const rows = list.map((row) => [row.carNo, row.driverName, row.departmentName, row.total, ...COUNT_COLUMNS.map((c) => row.counts[c.type] ?? 0)]);
    return xlsxFile(eventCarExportName(taipeiDate(body.startTime)), '事件統計', headers, rows);
  });

  r.file(events.eventExport, async ({ body, user }) => {
    const { list } = await eventPage(ctx, user!.enterpriseUid, body, { offset: 0, limit: EXPORT_LIMIT });
    const headers = ['時間', '車號', '駕駛', '事件類型', '標題', '內容', '故障碼', '等級', '時速(km/h)', '地址', '緯度', '經度'];
    const rows = list.map((e) => [
      taipeiDateTime(e.createdAt), e.carNo, e.driverName, e.typeLabel, e.title, e.content, e.code ?? '', e.level ?? '',
      Math.round(e.speed), e.address, e.lat, e.lng,
    ]);
    return xlsxFile(eventListExportName(taipeiDate(body.startTime)), '事件列表', headers, rows);
  });
}
