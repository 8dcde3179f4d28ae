import type { VideoRecord } from '../../../core/api/contract/video';
import { videoRangeLabel } from '../../../core/video';

/** A record as people name it: car, channel, day and range ('KLA-2381 CH1 2026-11-25 08:00–09:00'). */
export const recordName = (r: Pick<VideoRecord, 'carNo' | 'channel' | 'startTime' | 'endTime'>) =>
  `${r.carNo} CH${r.channel} ${videoRangeLabel(r.startTime, r.endTime, true)}`;
