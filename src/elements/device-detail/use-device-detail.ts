import { useEffect, useState } from 'react';
import type { DeviceDetail } from '../../core/api/contract/device';
import { API_STATUS, STATUS_MESSAGES } from '../../core/api/contract/status';
import { externalDeviceDetail } from '../../core/api/device';
import { rangeOf, type RangeHours } from './range';

/** The external device panels of a car for a range (POST external-device/v0/detail). */
export function useDeviceDetail(carUid: string, hours: RangeHours, now: () => number) {
  const [detail, setDetail] = useState<DeviceDetail | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!carUid) {
      setDetail(null);
      setLoading(false);
      return undefined;
    }
    let live = true;
    setLoading(true);
    setError('');
    void externalDeviceDetail({ carUid, ...rangeOf(hours, now()) }).then((body) => {
      if (!live) return;
      setLoading(false);
      if (body.status !== API_STATUS.OK || !body.data) {
        setError(body.message || STATUS_MESSAGES[body.status] || '讀取外接設備資料失敗。');
        return;
      }
      setDetail(body.data);
    });
    return () => {
      live = false;
    };
  }, [carUid, hours, round]);

  return { detail, loading, error, reload: () => setRound((n) => n + 1) };
}
