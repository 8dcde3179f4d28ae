import { call } from './call';
import { download } from './download';
import type { DownloadProgress } from '../http';
import type { BodyOf } from './contract/endpoint';
import { drivingScore, scoreExportName } from './contract/score';

/** Typed calls of spec 7.6 'Driving score'. */
export const scoreDaysToSettle = (body: BodyOf<typeof drivingScore.canBeSettled>) => call(drivingScore.canBeSettled, { body });
export const settleScores = (body: BodyOf<typeof drivingScore.settleJob>) => call(drivingScore.settleJob, { body });
export const listDriverScores = (body: BodyOf<typeof drivingScore.list>) => call(drivingScore.list, { body });
export const exportScoreLog = (body: BodyOf<typeof drivingScore.exportLog>, onProgress?: DownloadProgress, signal?: AbortSignal) =>
  download(drivingScore.exportLog, { body, signal }, scoreExportName(body.startDate), onProgress);
