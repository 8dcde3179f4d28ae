import type { ApiBody } from '../../../core/http';
import { MEDIA_CODE, type MediaAnswer } from '../../../core/api/contract/stream';
import { playableUrl } from '../../../core/api/stream';

/** What a channel shows: the stream to play, or 無影像 with the reason (spec 8 'Camera media'). */
export type MediaOutcome = { kind: 'play'; url: string } | { kind: 'none'; reason: string };

const CODE_REASONS: Record<number, string> = {
  [MEDIA_CODE.UNKNOWN_DEVICE]: '找不到此車的影像設備。',
  [MEDIA_CODE.NO_CHANNEL]: '此頻道沒有鏡頭。',
  [MEDIA_CODE.NO_FOOTAGE]: '此時段沒有影像。',
};

export const NO_ANSWER_REASON = '影像伺服器沒有回應，請稍後再試。';
export const OFFLINE_REASON = '鏡頭離線（車輛熄火或失聯）。';

/**
 * Reads an ask_media ASK_EVENT answer (spec 7.11): a missing answer (a failed call, no body, no
 * url) or a negative code is no video; otherwise the url with the access token appended.
 */
export function mediaOutcome(body: ApiBody<MediaAnswer> | null | undefined, accessToken: string): MediaOutcome {
  const answer = body && body.status === 0 ? body.data : undefined;
  if (!body || body.status !== 0) return { kind: 'none', reason: body?.message || NO_ANSWER_REASON };
  if (!answer || typeof answer.code !== 'number') return { kind: 'none', reason: NO_ANSWER_REASON };
  if (answer.code < 0) return { kind: 'none', reason: CODE_REASONS[answer.code] ?? `攝影機回應錯誤（代碼 ${answer.code}）。` };
  if (!answer.url) return { kind: 'none', reason: NO_ANSWER_REASON };
  return { kind: 'play', url: playableUrl(answer.url, accessToken) };
}
