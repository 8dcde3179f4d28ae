import { formatTwd } from '../../../core/format';
import { choosePlan, orderTotal, type PurchaseDraft } from '../../../core/plus/purchase';
import { RadioGroup } from '../../shared/ui';
import { monthsText, type CatalogueType } from './catalogue';

/**
 * Step 2 (/serviceManagement/step2, /serviceManagement/app/step2): a plan of the chosen type (a month
 * or a year), with the total for the chosen cars: the price per car times the cars.
 */
export function PlanStep({ draft, type, error }: { draft: PurchaseDraft; type: CatalogueType; error?: string }) {
  const plan = type.plans.find((p) => p.uid === draft.planUid);
  const count = draft.cars.length;
  return (
    <div className="plan-step">
      <RadioGroup label={`${type.name}方案`} required name="plan" id="checkout-plan" value={draft.planUid} error={error} vertical
        options={type.plans.map((p) => ({ value: p.uid, label: `${p.name}（${monthsText(p.months)}）${formatTwd(p.price)}／輛` }))}
        onValueChange={choosePlan} />
      <p className="checkout-total" aria-live="polite">
        合計 <strong>{formatTwd(orderTotal(plan?.price, count))}</strong>
        {plan && <span className="total-how">（{formatTwd(plan.price)} × {count} 輛）</span>}
      </p>
    </div>
  );
}
