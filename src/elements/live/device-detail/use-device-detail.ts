import { useStore } from '@nanostores/react';
import type { DeviceDetail } from '../../../core/api/contract/device';
import { externalDeviceDetail } from '../../../core/api/device';
import { createItemResource, unwrap } from '../../../core/resource';
import { useLatest, useReloadOn, useResource } from '../../shared/ui/use-resource';
import { rangeOf, type RangeHours } from './range';

const DETAIL_ERROR = '讀取外接設備資料失敗。';

/** The external device panels of a car for a range (POST external-device/v0/detail); nothing without a car. */
export function useDeviceDetail(carUid: string, hours: RangeHours, now: () => number) {
  const args = useLatest({ carUid, hours, now });
  const resource = useResource(() => createItemResource<DeviceDetail | null>({
    errorText: DETAIL_ERROR,
    load: async () => {
      const { carUid: car, hours: range, now: clock } = args.current;
      return car ? unwrap(await externalDeviceDetail({ carUid: car, ...rangeOf(range, clock()) }), DETAIL_ERROR) : null;
    },
  }));
  const state = useStore(resource.$state);
  useReloadOn(`${carUid} ${hours}`, resource.reload);
  return { detail: state.data, loading: !!carUid && state.loading, error: carUid ? state.error : '', reload: () => void resource.reload() };
}
