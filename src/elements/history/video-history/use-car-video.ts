import { useStore } from '@nanostores/react';
import type { ResponseOf } from '../../../core/api/contract/endpoint';
import type { video } from '../../../core/api/contract/video';
import { fetchCarVideo } from '../../../core/api/video';
import { createItemResource, unwrap } from '../../../core/resource';
import { useLatest, useReloadOn, useResource } from '../../shared/ui/use-resource';

export type CarVideo = ResponseOf<typeof video.carVideo>;

const CAR_VIDEO_ERROR = '讀取車輛的鏡頭資料失敗。';

/** A car's camera channels and the days with footage (GET video-record/video/{carUid}); nothing without a car. */
export function useCarVideo(carUid: string): { carVideo: CarVideo | null; loading: boolean; error: string; reload: () => void } {
  const car = useLatest(carUid);
  const resource = useResource(() => createItemResource<CarVideo | null>({
    errorText: CAR_VIDEO_ERROR,
    load: async () => (car.current ? unwrap(await fetchCarVideo(car.current), CAR_VIDEO_ERROR) : null),
  }));
  const state = useStore(resource.$state);
  useReloadOn(carUid, resource.reload);
  const mine = state.data?.carUid === carUid ? state.data : null;
  return {
    carVideo: mine,
    loading: !!carUid && (state.loading || (!mine && !state.error)),
    error: carUid && !state.loading ? state.error : '',
    reload: () => void resource.reload(),
  };
}
