import type { DownloadProgress } from '../http/file';
import { call } from './call';
import { download } from './download';
import type { BodyOf } from './contract/endpoint';
import { eventCarExportName, eventListExportName, events } from './contract/events';
import { taipei } from '../format/taipei';

const taipeiDate = (ms: number) => taipei(ms).format('YYYY-MM-DD');

/** Typed calls of spec 7.6 'Events'; exports are named by the first day of the range (Asia/Taipei). */
export const listEventCars = (body: BodyOf<typeof events.carList>) => call(events.carList, { body });
export const listEvents = (body: BodyOf<typeof events.eventList>) => call(events.eventList, { body });
export const exportEventCars = (body: BodyOf<typeof events.carExport>, onProgress?: DownloadProgress, signal?: AbortSignal) =>
  download(events.carExport, { body, signal }, eventCarExportName(taipeiDate(body.startTime)), onProgress);
export const exportEvents = (body: BodyOf<typeof events.eventExport>, onProgress?: DownloadProgress, signal?: AbortSignal) =>
  download(events.eventExport, { body, signal }, eventListExportName(taipeiDate(body.startTime)), onProgress);
