import { hostUrl } from '../config/store';
import { request } from '../http/client';
import { fillPath } from '../http/headers';
import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { voice, type VoiceMessage } from './contract/voice';

/** Voice messages (our extension for spec 2.11 'Voice messages'). */
export const listVoiceMessages = (body: BodyOf<typeof voice.list>) => call(voice.list, { body });

/** Sends one recorded clip to the given cars; the cars and duration travel in the query. */
export function sendVoiceMessage(clip: Blob, fileName: string, carUids: string[], durationSeconds: number) {
  const formData = new FormData();
  formData.append('file', clip, fileName);
  return request<{ list: VoiceMessage[] }>({
    method: voice.send.method,
    url: hostUrl(voice.send.host, voice.send.path),
    auth: voice.send.auth,
    query: { carUids, durationSeconds },
    formData,
    loadingText: voice.send.loadingText,
  });
}

/** Where a message's audio is; it needs the bearer token, so fetch it and play a blob URL. */
export const voiceAudioUrl = (uid: string) => hostUrl(voice.audio.host, fillPath(voice.audio.path, { uid }));
