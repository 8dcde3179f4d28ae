import { useEffect, useState } from 'react';
import type { DvrChannel } from '../../core/api/contract/dvr';
import { API_STATUS, STATUS_MESSAGES } from '../../core/api/contract/status';
import { listDvrChannels } from '../../core/api/dvr';

export interface ChannelsState {
  channels: DvrChannel[];
  loading: boolean;
  error: string;
  reload: () => void;
}

/** The live DVR channels of a car (POST live-dvr/v0/channel/list); nothing without a car. */
export function useChannels(carUid: string): ChannelsState {
  const [channels, setChannels] = useState<DvrChannel[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [round, setRound] = useState(0);

  useEffect(() => {
    setChannels([]);
    setError('');
    if (!carUid) {
      setLoading(false);
      return undefined;
    }
    let live = true;
    setLoading(true);
    void listDvrChannels(carUid).then((body) => {
      if (!live) return;
      setLoading(false);
      if (body.status !== API_STATUS.OK || !Array.isArray(body.data)) {
        setError(body.message || STATUS_MESSAGES[body.status] || '讀取鏡頭頻道失敗。');
        return;
      }
      setChannels([...body.data].sort((a, b) => a.index - b.index));
    });
    return () => {
      live = false;
    };
  }, [carUid, round]);

  return { channels, loading, error, reload: () => setRound((n) => n + 1) };
}
