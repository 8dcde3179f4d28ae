import { useEffect, useRef, useState } from 'react';
import { STATUS_MESSAGES } from '../../../core/api/contract/status';
import { voiceAudioUrl } from '../../../core/api/voice';
import { voice } from '../../../core/api/contract/voice';
import { requestBlob } from '../../../core/http';

/**
 * Plays one message at a time. The audio needs the bearer token, which a media element cannot
 * send, so it is fetched with requestBlob and played from a blob URL; the URL is revoked when the
 * clip ends, another one starts, or the list goes away.
 */
export function useClipPlayer() {
  const audio = useRef<HTMLAudioElement>(null);
  const blobUrl = useRef('');
  const [current, setCurrent] = useState('');
  const [loading, setLoading] = useState('');
  const [error, setError] = useState('');

  function release() {
    const el = audio.current;
    if (el) {
      el.pause();
      el.removeAttribute('src');
      el.load();
    }
    if (blobUrl.current) URL.revokeObjectURL(blobUrl.current);
    blobUrl.current = '';
  }

  async function play(uid: string) {
    release();
    setCurrent('');
    setError('');
    setLoading(uid);
    const body = await requestBlob({ method: voice.audio.method, url: voiceAudioUrl(uid), auth: voice.audio.auth });
    setLoading((was) => (was === uid ? '' : was));
    if (body.status !== 0 || !body.data) {
      setError(body.message || STATUS_MESSAGES[body.status] || '無法播放語音。');
      return;
    }
    blobUrl.current = URL.createObjectURL(body.data);
    setCurrent(uid);
    const el = audio.current;
    if (!el) return;
    el.src = blobUrl.current;
    void el.play().catch(() => undefined);
  }

  function stop() {
    release();
    setCurrent('');
  }

  useEffect(() => release, []);

  return { audio, current, loading, error, play, stop };
}
