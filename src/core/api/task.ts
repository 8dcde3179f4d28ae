import { call, upload } from './call';
import { download } from './download';
import type { BodyOf } from './contract/endpoint';
import { task } from './contract/task';
import { taskExportFileName, taskTemplateFileName } from '../format/time';
import { now } from '../clock';
import type { DownloadProgress } from '../http/file';

/** Typed task calls of spec 7.7 and the dispatch schedules (our extension), one function a call. */
export const createTask = (body: BodyOf<typeof task.create>) => call(task.create, { body });
export const deleteTasks = (uids: string[]) => call(task.remove, { body: { uids } });
export const getTask = (uid: string) => call(task.get, { params: { uid } });
export const updateTask = (uid: string, body: BodyOf<typeof task.update>) => call(task.update, { params: { uid }, body });
export const listTasks = (body: BodyOf<typeof task.list>) => call(task.list, { body });

/** Driver-scoped (spec 6): the server answers only the calling driver's tasks. */
export const getTaskByDriver = (uid: string) => call(task.byDriver, { body: { uid } });
export const updateTaskByDriver = (body: BodyOf<typeof task.updateByDriver>) => call(task.updateByDriver, { body });
export const listTasksByDriver = (body: BodyOf<typeof task.listByDriver>) => call(task.listByDriver, { body });

/** A failed import answers status 4000001 with data.errors listing every bad row. */
export const importTasks = (file: Blob, fileName: string) => upload(task.import, file, fileName);
export const downloadTaskTemplate = (at = now()) =>
  download(task.importTemplate, { body: {} }, taskTemplateFileName(at));
export const exportTasks = (body: BodyOf<typeof task.export>, onProgress?: DownloadProgress, signal?: AbortSignal) =>
  download(task.export, { body, signal }, taskExportFileName(body.startTime), onProgress);
export const taskJourneyPath = (uid: string) => call(task.journeyPath, { body: { uid } });

export const createSchedule = (body: BodyOf<typeof task.scheduleCreate>) => call(task.scheduleCreate, { body });
export const updateSchedule = (uid: string, body: BodyOf<typeof task.scheduleUpdate>) =>
  call(task.scheduleUpdate, { params: { uid }, body });
export const getSchedule = (uid: string) => call(task.scheduleGet, { params: { uid } });
export const listSchedules = (body: BodyOf<typeof task.scheduleList>) => call(task.scheduleList, { body });
export const deleteSchedules = (uids: string[]) => call(task.scheduleRemove, { body: { uids } });
export const previewSchedule = (body: BodyOf<typeof task.schedulePreview>) => call(task.schedulePreview, { body });
