import { useStore } from '@nanostores/react';
import type { DvrChannel } from '../../../core/api/contract/dvr';
import { listDvrChannels } from '../../../core/api/dvr';
import { createItemResource, unwrap } from '../../../core/resource';
import { useLatest, useReloadOn, useResource } from '../../shared/ui/use-resource';

export interface ChannelsState {
  channels: DvrChannel[];
  loading: boolean;
  error: string;
  reload: () => void;
}

const CHANNELS_ERROR = '讀取鏡頭頻道失敗。';

/** The live DVR channels of a car (POST live-dvr/v0/channel/list); nothing without a car. */
export function useChannels(carUid: string): ChannelsState {
  const car = useLatest(carUid);
  const resource = useResource(() => createItemResource<{ carUid: string; channels: DvrChannel[] }>({
    errorText: CHANNELS_ERROR,
    load: async () => {
      const uid = car.current;
      if (!uid) return { carUid: uid, channels: [] };
      const channels = unwrap(await listDvrChannels(uid), CHANNELS_ERROR);
      if (!Array.isArray(channels)) throw new TypeError('channels');
      return { carUid: uid, channels: [...channels].sort((a, b) => a.index - b.index) };
    },
  }));
  const state = useStore(resource.$state);
  useReloadOn(carUid, resource.reload);
  // Another car's channels never show while this car's are on the way.
  const mine = state.data?.carUid === carUid;
  return {
    channels: mine ? state.data!.channels : [],
    loading: !!carUid && state.loading,
    error: carUid && (mine || !state.loading) ? state.error : '',
    reload: () => void resource.reload(),
  };
}
