import { useId, useRef, useState, type FormEvent } from 'react';
import type { Static } from '@sinclair/typebox';
import type { ActiveService, SerialInfo } from '../../../core/api/contract/plus';
import { API_STATUS } from '../../../core/api/contract/status';
import { checkSerial, redeemSerial } from '../../../core/api/plus';
import { now } from '../../../core/clock';
import {
  isSerialWellFormed, SERIAL_NOT_FOUND, SERIAL_REFUSALS, SERIAL_STATE_LABELS, serialStateOf, type SerialState,
} from '../../../core/plus';
import { Facts, REDEEM_KIT_CSS, serviceDay, useManagedCars } from '../shared/redeem-kit';
import { Button, FORM_CSS, Select, uiCss } from '../../shared/ui';
import { PAGE_KIT_CSS } from '../../shared/ui/page-kit';
import { useMutation } from '../../shared/ui/use-resource';
import { SerialField } from './serial-field';

type Info = Static<typeof SerialInfo>;
type Service = Static<typeof ActiveService>;

export interface ServiceRedeemProps {
  /** The car to redeem for, fixed (the app's /service/app/exchange); without it the user picks a managed car. */
  carUid?: string;
  /** A serial was redeemed: the car, the service it opened or extended, and the serial. */
  onServiceRedeem?: (detail: { carUid: string; serviceUid: string; serialNo: string }) => void;
}

const messageOf = (result: { status: number; message: string }) => (result.status === API_STATUS.NOT_FOUND ? SERIAL_NOT_FOUND : result.message);

/**
 * Serial-number redeem (spec 2.11 'Service redeem', 5): type a serial (查詢 stays disabled until it
 * is well formed), read what it redeems, pick the car, 確認兌換, and read the result — or why not.
 * The typed serial stays on every error; a serial redeems once.
 */
export function ServiceRedeem({ carUid = '', onServiceRedeem }: ServiceRedeemProps) {
  const headingId = useId();
  const [serial, setSerial] = useState('');
  const [info, setInfo] = useState<Info | null>(null);
  const [checkError, setCheckError] = useState('');
  const [chosen, setChosen] = useState('');
  const [redeemError, setRedeemError] = useState('');
  const [result, setResult] = useState<Service | null>(null);
  const check = useMutation(checkSerial, '查詢序號失敗，請稍後再試。');
  const redeem = useMutation(redeemSerial, '兌換失敗，請稍後再試。');
  const cars = useManagedCars(carUid || chosen);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const car = carUid || chosen;
  const state: SerialState | null = info ? serialStateOf(info, now()) : null;

  function onSerialChange(value: string) {
    setSerial(value);
    if (info || checkError || result || redeemError) {
      setInfo(null);
      setCheckError('');
      setResult(null);
      setRedeemError('');
    }
  }

  async function lookUp(serialNo: string): Promise<Info | null> {
    const answer = await check.send(serialNo);
    if (!answer.ok) {
      setCheckError(messageOf(answer));
      return null;
    }
    setInfo(answer.data);
    return answer.data;
  }

  async function onCheck(event: FormEvent) {
    event.preventDefault();
    if (!isSerialWellFormed(serial) || check.sending) return;
    setCheckError('');
    setRedeemError('');
    setResult(null);
    setInfo(null);
    await lookUp(serial);
  }

  async function onRedeem(event: FormEvent) {
    event.preventDefault();
    if (!info || !car || redeem.sending) return;
    setRedeemError('');
    const answer = await redeem.send({ serialNo: info.serialNo, carUid: car });
    if (!answer.ok) {
      // A refusal about the serial (used meanwhile, expired): read it again so the block says why.
      const fresh = answer.field === 'serialNo' ? await lookUp(info.serialNo) : null;
      if (!fresh || serialStateOf(fresh, now()) === 'usable') setRedeemError(messageOf(answer));
      return;
    }
    setResult(answer.data);
    setInfo({ ...info, used: true });
    queueMicrotask(() => resultHeading.current?.focus());
    onServiceRedeem?.({ carUid: answer.data.carUid, serviceUid: answer.data.uid, serialNo: info.serialNo });
  }

  function again() {
    onSerialChange('');
  }

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, FORM_CSS, REDEEM_KIT_CSS, OWN_CSS)}</style>
      <section className="redeem-panel service-redeem" part="base" aria-labelledby={headingId}>
        <h2 id={headingId}>序號兌換</h2>
        <form className="serial-form" part="serial" onSubmit={(e) => void onCheck(e)} noValidate aria-label="查詢序號">
          <SerialField value={serial} onValueChange={onSerialChange} />
          <Button type="submit" variant="primary" disabled={!isSerialWellFormed(serial)} loading={check.sending}>查詢</Button>
        </form>
        {checkError && <p className="notice notice-error" role="alert">{checkError}</p>}

        {info && state && (
          <section className="redeem-info" part="info" aria-label="兌換資訊">
            <h3>兌換資訊</h3>
            <Facts items={[
              ['序號', info.serialNo],
              ['方案', info.plan.name],
              ['服務類型', info.plan.serviceTypeName],
              ['服務期間', `${info.plan.months} 個月`],
              ['序號效期', `${serviceDay(info.expiresAt)} 前`],
              ['使用狀態', SERIAL_STATE_LABELS[state]],
            ]} />
            {state !== 'usable' && !result && <p className="notice notice-error" role="alert">{SERIAL_REFUSALS[state]}</p>}
            {state === 'usable' && !result && (
              <form className="redeem-form" onSubmit={(e) => void onRedeem(e)} noValidate aria-label="確認兌換">
                {carUid
                  ? <Facts items={[['兌換車輛', cars.carNo || carUid]]} />
                  : <Select label="兌換車輛" required options={cars.options} value={chosen} onChange={(e) => setChosen(e.target.value)}
                      placeholder={cars.loading ? '載入中…' : '請選擇車輛'} hint="僅列出已納管車輛" error={cars.error || undefined} />}
                <Button type="submit" variant="primary" disabled={!car} loading={redeem.sending}>確認兌換</Button>
              </form>
            )}
          </section>
        )}
        {redeemError && <p className="notice notice-error" role="alert">{redeemError}</p>}

        <div role="status">
          {result && (
            <section className="notice notice-success" part="result" aria-label="兌換結果">
              <h3 ref={resultHeading} tabIndex={-1}>兌換成功</h3>
              <Facts items={[
                ['車輛', result.carNo],
                ['服務類型', result.serviceTypeName],
                ['方案', result.planName],
                ['服務期間', `${serviceDay(result.startTime)} 至 ${serviceDay(result.endTime)}`],
                ['服務到期日', serviceDay(result.endTime)],
              ]} />
            </section>
          )}
        </div>
        {result && <div><Button onClick={again}>兌換其他序號</Button></div>}
      </section>
    </>
  );
}

const OWN_CSS = `
.serial-form, .redeem-form { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--_space-2) var(--_space-3); }
.serial-form .field, .redeem-form .field, .redeem-form .facts { flex: 1 1 16em; min-width: 0; }
.serial-form > .btn, .redeem-form > .btn { margin-top: 1.6em; }
.redeem-info { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-3); display: grid; gap: var(--_space-3); }
.redeem-info h3 { margin: 0; }
[role="status"]:empty { display: none; }
h3[tabindex="-1"]:focus { outline: none; }
`;
