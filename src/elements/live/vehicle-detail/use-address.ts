import { useStore } from '@nanostores/react';
import { createItemResource } from '../../../core/resource';
import { useLatest, useReloadOn, useResource } from '../../shared/ui/use-resource';
import { addressAt, addressKey } from './address-cache';

export type AddressState = { state: 'loading' } | { state: 'done'; address: string | null };

/** The address of a position, looked up again only when the rounded position changes. */
export function useAddress(lat: number, lng: number, initial?: string): AddressState {
  const key = addressKey(lat, lng);
  const position = useLatest({ lat, lng });
  const resource = useResource(() => createItemResource({
    load: async () => ({ address: await addressAt(position.current.lat, position.current.lng) }),
  }));
  const { data } = useStore(resource.$state);
  // The key is lat and lng rounded: a move within it needs no new lookup.
  useReloadOn(key, resource.reload);
  // Until the new position's answer arrives, the last address stays (a truck moves ~20 m a second).
  if (data) return { state: 'done', address: data.address };
  return initial ? { state: 'done', address: initial } : { state: 'loading' };
}
