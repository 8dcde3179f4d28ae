import { useState } from 'react';
import { STATUS_MESSAGES } from '../../../core/api/contract/status';
import { VOICE_LIMITS } from '../../../core/api/contract/voice';
import { sendVoiceMessage } from '../../../core/api/voice';
import type { Clip } from './recorder-state';

export type SendResult = { tone: 'success' | 'error'; text: string } | null;

/** Why the form cannot be sent yet, or '' when it can. */
export function sendProblem(clip: Clip | null, carUids: readonly string[]): string {
  if (!carUids.length) return '請至少選擇一輛車。';
  if (carUids.length > VOICE_LIMITS.maxCars) return `一次最多傳送給 ${VOICE_LIMITS.maxCars} 輛車。`;
  if (!clip) return '請先錄音或選擇音訊檔案。';
  return '';
}

/** Sends one clip to the chosen cars (POST voice/v0, multipart) and says how it went. */
export function useSend(onSent: () => void) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SendResult>(null);

  async function send(clip: Clip | null, carUids: readonly string[]) {
    const problem = sendProblem(clip, carUids);
    if (problem || !clip) {
      setResult({ tone: 'error', text: problem });
      return;
    }
    setBusy(true);
    setResult(null);
    const body = await sendVoiceMessage(clip.blob, clip.fileName, [...carUids], clip.seconds);
    setBusy(false);
    if (body.status !== 0) {
      setResult({ tone: 'error', text: body.message || STATUS_MESSAGES[body.status] || '傳送失敗，請稍後再試。' });
      return;
    }
    setResult({ tone: 'success', text: `已傳送給 ${body.data?.list.length ?? carUids.length} 輛車。` });
    onSent();
  }

  return { busy, result, send };
}
