import { useState, type FormEvent } from 'react';
import type { Order } from '../../../core/api/contract/plus';
import { createOrder } from '../../../core/api/plus';
import { startCardPayment } from '../../../core/plus';
import { PAYMENT_METHOD_LABELS } from '../../../core/catalogue/orders';
import { orderCarsText, repurchaseOf } from '../../../core/plus/orders';
import { formatTwd } from '../../../core/format';
import { AtmAccount } from '../shared/atm-account';
import { Button, RadioGroup } from '../../shared/ui';
import { useMutation } from '../../shared/ui/use-resource';

/**
 * 再次購買 (spec 2.11 'app pages for … repurchase'): the same plan for the order's cars (the app's
 * car only, in the app), paid by card (the provider's page, back to `returnPathOf(newUid)`) or by
 * ATM (the new order's account is shown here at once). The rule is core `repurchaseOf`.
 */
export interface RepurchaseFormProps {
  order: Order;
  carUid?: string;
  returnPathOf: (uid: string) => string;
  onCreated: (order: Order) => void;
  onCancel?: () => void;
}

export function RepurchaseForm({ order, carUid, returnPathOf, onCreated, onCancel }: RepurchaseFormProps) {
  const [method, setMethod] = useState<'card' | 'atm'>('card');
  const [error, setError] = useState('');
  const [created, setCreated] = useState<Order | null>(null);
  const [paying, setPaying] = useState(false);
  const create = useMutation(createOrder, '建立訂單失敗，請稍後再試。');
  const cars = carUid ? order.cars.filter((c) => c.carUid === carUid) : order.cars;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.sending || paying) return;
    setError('');
    const rule = repurchaseOf(order, method, carUid);
    if (!rule.ok) return setError(rule.message);
    const result = await create.send(rule.body);
    if (!result.ok) return setError(result.message);
    onCreated(result.data);
    if (result.data.paymentMethod === 'atm') return setCreated(result.data);
    setPaying(true);
    const paid = await startCardPayment(result.data.code, returnPathOf(result.data.uid));
    if (!paid.ok) {
      setPaying(false);
      setCreated(result.data);
      setError(`已建立訂單 ${result.data.code}，但${paid.message}`);
    }
  }

  if (created?.atm) {
    return (
      <div className="repurchase-done">
        <p role="status">已建立訂單 {created.code}，請於繳費期限內轉帳。</p>
        <AtmAccount atm={created.atm} amount={created.amount} />
      </div>
    );
  }
  return (
    <form className="repurchase-form" aria-label="再次購買" onSubmit={(e) => void submit(e)}>
      <dl className="detail-list">
        <div className="detail-row"><dt>方案</dt><dd>{order.plan.name}（{order.plan.months} 個月）</dd></div>
        <div className="detail-row"><dt>車輛</dt><dd>{orderCarsText(cars, 10)}</dd></div>
        <div className="detail-row"><dt>金額</dt><dd>{formatTwd(order.plan.price * cars.length)}</dd></div>
      </dl>
      <RadioGroup label="付款方式" required name="repurchase-method" value={method} disabled={create.sending || paying}
        options={(['card', 'atm'] as const).map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
        onValueChange={(value) => setMethod(value as 'card' | 'atm')} />
      {error && <p className="form-error" role="alert">{error}</p>}
      <div className="form-actions">
        {onCancel && <Button onClick={onCancel} disabled={create.sending || paying}>取消</Button>}
        <Button type="submit" variant="primary" loading={create.sending || paying} disabled={!!created}>
          {method === 'card' ? '確認購買並刷卡' : '確認購買'}
        </Button>
      </div>
    </form>
  );
}
