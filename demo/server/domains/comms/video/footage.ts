import { createHash } from 'node:crypto';
import type { Resolution } from '../../../../../src/core/api/contract/video';
import { DAY_MS, dayStart, taipeiDate } from '../../../time';
import { HOUR_MS, TAIPEI_OFFSET_MS } from '../../../../../src/core/format/time-units';

/**
 * What a car's DVR holds on its SD card, decided by a hash of car, channel, day and hour, so every
 * call (calendar, SD check, request, ask_media) agrees without storing footage. Cameras record
 * while the truck works (06:00–21:59, most hours) and the card keeps the last RETENTION_DAYS days.
 */
export const RETENTION_DAYS = 14;

const CHANNEL_NAMES = ['前方鏡頭', '車內鏡頭', '左側鏡頭', '右側鏡頭', '後方鏡頭', '貨艙鏡頭'];
export const channelName = (index: number) => CHANNEL_NAMES[index - 1] ?? `鏡頭 ${index}`;

function hash(...parts: Array<string | number>): number {
  return createHash('sha1').update(parts.join('|')).digest().readUInt32BE(0);
}

/** Channel 1 of two cars in three records 1080p; every channel records 720p and 480p. */
export function resolutionsOf(carUid: string, channel: number): Resolution[] {
  return channel === 1 && hash(carUid, 'hd') % 3 !== 0 ? ['1080p', '720p', '480p'] : ['720p', '480p'];
}

/** Whether the card holds footage of this hour (hourStart: ms at the start of a Taipei hour). */
export function hasFootage(carUid: string, channel: number, hourStart: number, now: number): boolean {
  if (hourStart > now || hourStart < dayStart(now) - (RETENTION_DAYS - 1) * DAY_MS) return false;
  const hour = new Date(hourStart + TAIPEI_OFFSET_MS).getUTCHours();
  if (hour < 6 || hour > 21) return false;
  return hash(carUid, channel, taipeiDate(hourStart), hour) % 10 < 8;
}

/** The 24 hours of the Taipei day containing `ms`, with their footage. */
export function hoursOfDay(carUid: string, channel: number, ms: number, now: number) {
  const start = dayStart(ms);
  return Array.from({ length: 24 }, (_, hour) => {
    const hourStart = start + hour * HOUR_MS;
    return { hour, startTime: hourStart, endTime: hourStart + HOUR_MS - 1, hasVideo: hasFootage(carUid, channel, hourStart, now) };
  });
}

/** Whether any hour overlapping [startTime, endTime] has footage. */
export function footageInRange(carUid: string, channel: number, startTime: number, endTime: number, now: number): boolean {
  for (let h = Math.floor(startTime / HOUR_MS) * HOUR_MS; h <= endTime; h += HOUR_MS) {
    if (hasFootage(carUid, channel, h, now)) return true;
  }
  return false;
}

/** The retention window's days, newest first, with the hours of footage on any channel. */
export function recordingDays(carUid: string, channels: number, now: number) {
  const today = dayStart(now);
  return Array.from({ length: RETENTION_DAYS }, (_, i) => {
    const start = today - i * DAY_MS;
    let hours = 0;
    for (let h = 0; h < 24; h += 1) {
      const hourStart = start + h * HOUR_MS;
      for (let c = 1; c <= channels; c += 1) {
        if (hasFootage(carUid, c, hourStart, now)) {
          hours += 1;
          break;
        }
      }
    }
    return { date: taipeiDate(start), startTime: start, endTime: start + DAY_MS - 1, hours };
  });
}
