import { useEffect, useState } from 'react';
import { addressAt, addressKey } from './address-cache';

export type AddressState = { state: 'loading' } | { state: 'done'; address: string | null };

/** The address of a position, looked up again only when the rounded position changes. */
export function useAddress(lat: number, lng: number, initial?: string): AddressState {
  const key = addressKey(lat, lng);
  const [result, setResult] = useState<{ key: string; address: string | null } | null>(initial ? { key, address: initial } : null);
  useEffect(() => {
    let cancelled = false;
    void addressAt(lat, lng).then((address) => {
      if (!cancelled) setResult({ key, address });
    });
    return () => {
      cancelled = true;
    };
    // The key is lat and lng rounded: a move within it needs no new lookup.
  }, [key]);
  // Until the new position's answer arrives, the last address stays (a truck moves ~20 m a second).
  return result ? { state: 'done', address: result.address } : { state: 'loading' };
}
