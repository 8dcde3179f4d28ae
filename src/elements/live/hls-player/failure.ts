/**
 * Why a stream cannot play, in Traditional Chinese, from an hls.js fatal error (its `type`,
 * `details` and the HTTP answer if any). Pure, so the wording is tested without a player.
 */
export interface PlayerErrorData {
  type: string;
  details: string;
  response?: { code?: number } | null;
}

export const UNSUPPORTED_REASON = '此瀏覽器無法播放 HLS 影像。';

export function failureReason(data: PlayerErrorData): string {
  const code = data.response?.code ?? 0;
  if (code === 401 || code === 403) return '影像授權失敗，請重新登入後再試。';
  if (code === 404) return '找不到影像串流，鏡頭可能已離線。';
  switch (data.details) {
    case 'manifestLoadError':
    case 'manifestLoadTimeOut':
    case 'levelLoadError':
    case 'levelLoadTimeOut':
      return '無法取得影像串流，請檢查網路後重試。';
    case 'manifestParsingError':
      return '影像串流格式錯誤。';
    case 'fragLoadError':
    case 'fragLoadTimeOut':
      return '影像片段載入失敗，連線可能中斷。';
    case 'bufferAddCodecError':
    case 'bufferIncompatibleCodecsError':
    case 'manifestIncompatibleCodecsError':
      return '影像編碼格式不受此瀏覽器支援。';
    default:
      break;
  }
  if (data.type === 'networkError') return '影像連線中斷，請重試。';
  if (data.type === 'mediaError') return '影像解碼失敗，請重試。';
  return '播放器發生錯誤，請重試。';
}
