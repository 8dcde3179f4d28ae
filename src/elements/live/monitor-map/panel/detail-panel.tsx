import { useEffect, useRef } from 'react';

/**
 * <fms-vehicle-detail> is defined when a truck is first opened, not with the map: nothing of it is
 * needed before the first trucks are drawn (issue 26, 5). The tag upgrades once its chunk is in.
 */
const defineVehicleDetail = () => import('../../vehicle-detail/vehicle-detail.element');

export interface DetailPanelProps {
  carUid: string;
  following: boolean;
  onFollowChange: (following: boolean) => void;
  onClose: () => void;
}

/**
 * The selected truck's details: <fms-vehicle-detail> composed through its element, with the follow
 * switch and a close button. Its events are requests to this element, so they stop here; the
 * host hears this element's own followchange instead.
 */
export function DetailPanel({ carUid, following, onFollowChange, onClose }: DetailPanelProps) {
  const ref = useRef<HTMLElement>(null);
  const latest = useRef({ onFollowChange, onClose });
  latest.current = { onFollowChange, onClose };

  useEffect(() => {
    void defineVehicleDetail();
  }, []);

  useEffect(() => {
    const el = ref.current!;
    const follow = (event: Event) => {
      event.stopPropagation();
      latest.current.onFollowChange((event as CustomEvent<{ following: boolean }>).detail.following);
    };
    const close = (event: Event) => {
      event.stopPropagation();
      latest.current.onClose();
    };
    el.addEventListener('followchange', follow);
    el.addEventListener('detailclose', close);
    return () => {
      el.removeEventListener('followchange', follow);
      el.removeEventListener('detailclose', close);
    };
  }, []);

  return <fms-vehicle-detail ref={ref} car-uid={carUid} followable closable following={following} className="detail" />;
}
