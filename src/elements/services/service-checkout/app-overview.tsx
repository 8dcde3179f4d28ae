import { useStore } from '@nanostores/react';
import { fetchCarServices } from '../../../core/api/plus';
import { formatTaipei } from '../../../core/format';
import { createItemResource, unwrap } from '../../../core/resource';
import { Button, ResourceError, LoadingState } from '../../shared/ui';
import { useLatest, useResource } from '../../shared/ui/use-resource';

/**
 * The app's entry (/serviceManagement/app, spec 2.9): the car's services that have not ended (GET
 * service/{carUid}) and 購買加值服務, which opens the plans.
 */
export function AppOverview({ carUid, onBuy }: { carUid: string; onBuy: () => void }) {
  const car = useLatest(carUid);
  const item = useResource(() => createItemResource({
    load: async () => unwrap(await fetchCarServices(car.current)),
    errorText: '無法讀取此車輛的加值服務，請稍後再試。',
  }));
  const { data, error } = useStore(item.$state);
  return (
    <div className="app-overview">
      {error && !data && (
        <ResourceError message={error} onRetry={() => item.reload()} />
      )}
      {!data && !error && <LoadingState text="載入加值服務中…" />}
      {data && data.length === 0 && <p className="checkout-empty">此車輛目前沒有使用中的加值服務。</p>}
      {data && data.length > 0 && (
        <ul className="car-service-list" aria-label="使用中的加值服務">
          {data.map((s) => (
            <li key={s.uid}>
              <strong>{s.serviceTypeName}</strong>
              <span>{s.planName}</span>
              <span>到期日 {formatTaipei(s.endTime, 'YYYY-MM-DD')}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="checkout-actions">
        <Button variant="primary" onClick={onBuy}>購買加值服務</Button>
      </div>
    </div>
  );
}
