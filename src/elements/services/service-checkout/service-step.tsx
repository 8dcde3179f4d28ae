import { formatTwd } from '../../../core/format';
import type { ServiceTypeCode } from '../../../core/api/contract/plus';
import { Button, ResourceError, LoadingState } from '../../shared/ui';
import { monthsText, type Catalogue } from './catalogue';

/**
 * The first step (/serviceManagement, /serviceManagement/app/plans): the service types on sale,
 * each with its plans and prices, and a button that starts the purchase of that type.
 */
export function ServiceStep({ catalogue, chosen, onChoose }: { catalogue: Catalogue; chosen: string; onChoose: (type: ServiceTypeCode) => void }) {
  if (catalogue.error && !catalogue.types) {
    return (
      <ResourceError message={catalogue.error} onRetry={catalogue.reload} />
    );
  }
  if (!catalogue.types) return <LoadingState text="載入加值服務中…" />;
  if (catalogue.types.length === 0) return <p className="checkout-empty">目前沒有可購買的加值服務。</p>;
  return (
    <ul className="service-types" aria-label="加值服務">
      {catalogue.types.map((type) => (
        <li key={type.code} className={`service-type${type.code === chosen ? ' is-chosen' : ''}`}>
          <h3>{type.name}</h3>
          <p className="service-type-text">{type.description}</p>
          <ul className="service-plans" aria-label={`${type.name}方案`}>
            {type.plans.map((plan) => (
              <li key={plan.uid}>
                <span>{plan.name}（{monthsText(plan.months)}）</span>
                <strong>{formatTwd(plan.price)}<span className="per-car">／輛</span></strong>
              </li>
            ))}
          </ul>
          <Button variant="primary" aria-label={`購買${type.name}`} disabled={type.plans.length === 0} onClick={() => onChoose(type.code)}>
            購買此服務
          </Button>
        </li>
      ))}
    </ul>
  );
}
