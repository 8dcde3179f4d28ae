import type { VideoRecord } from '../../../../src/core/api/contract/video';
import { fixedClock, setClock } from '../../../../src/core/clock';
import { videoDayRange } from '../../../../src/core/video';
import { carRow } from '../../fleet-rows';

/** A Taipei wall-clock time (UTC+8) as epoch ms. */
export const tpe = (iso: string) => Date.parse(`${iso}+08:00`);
/** The console's clock in these tests: earlier than any real date the tests run on, so sessions stay valid. */
export const NOW = tpe('2026-03-10T14:30:00');
export const TODAY = '2026-03-10';

export function pinClock(): void {
  setClock(fixedClock(NOW));
}

export const CARS = [carRow('c1', 'KLA-2381'), carRow('c2', 'KLB-1000', { tpms: { tyres: 6 } })];

export const carVideo = (carUid = 'c1') => ({
  carUid, carNo: 'KLA-2381', udid: `dev${carUid}`,
  channels: [
    { index: 1, name: '前方鏡頭', resolutions: ['720p', '480p'] },
    { index: 2, name: '車內鏡頭', resolutions: ['720p', '480p'] },
  ],
  days: [{ date: TODAY, ...videoDayRange(TODAY)!, hours: 8 }],
});

export const record = (over: Partial<VideoRecord> = {}): VideoRecord => ({
  uid: 'vid-1', carUid: 'c1', carNo: 'KLA-2381', channel: 1, resolution: '720p',
  startTime: tpe('2026-03-10T08:00:00'), endTime: tpe('2026-03-10T09:00:00') - 1, status: 'processing',
  fileName: 'KLA-2381_CH1_2026-03-10.mp4', size: null, createdAt: NOW, completedAt: null, expiresAt: null, ...over,
});

export const completed = (over: Partial<VideoRecord> = {}) =>
  record({ status: 'completed', size: 2048, completedAt: NOW, expiresAt: NOW + 24 * 3600_000, ...over });

export const sdHours = (carUid: string, channel: number, withVideo: number[]) => {
  const { startTime } = videoDayRange(TODAY)!;
  return {
    carUid, channel, date: TODAY, exists: withVideo.length > 0,
    hours: Array.from({ length: 24 }, (_, hour) => ({
      hour, startTime: startTime + hour * 3600_000, endTime: startTime + (hour + 1) * 3600_000 - 1, hasVideo: withVideo.includes(hour),
    })),
  };
};

/** The mp4 the file call answers. */
export const mp4 = () => new Response(new Uint8Array(2048), {
  status: 200, headers: { 'Content-Type': 'video/mp4', 'Content-Disposition': 'attachment; filename="KLA-2381_CH1_2026-03-10.mp4"', 'Content-Length': '2048' },
});

/** Catches the file a download saves (the kit clicks a hidden link), instead of letting the browser save it. */
export function catchSaves(): { names: string[]; restore: () => void } {
  const names: string[] = [];
  const original = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    if (this.download) names.push(this.download);
    else original.call(this);
  };
  return { names, restore: () => { HTMLAnchorElement.prototype.click = original; } };
}
