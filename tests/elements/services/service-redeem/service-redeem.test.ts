import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/services/service-redeem/service-redeem.element';
import { plus } from '../../../../src/core/api/contract/plus';
import { mount, waitFor } from '../../helpers';
import { fail } from '../../fake-api';
import { button, clickButton, control, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { DAY, serialInfo, service, withCars } from './fixtures';

afterEach(() => {
  resetPage();
  signOutUser();
});

const alerts = (el: Element) => [...el.shadowRoot!.querySelectorAll('[role="alert"]')].map((a) => a.textContent ?? '').join(' ');

async function lookUp(el: Element, typed: string) {
  const serial = await control(el, '兌換序號');
  await fill(serial, typed);
  await clickButton(el, '查詢');
  return serial;
}

describe('fms-service-redeem', () => {
  it('spec 5: 查詢 stays disabled until the serial is well formed, and the serial is dashed and upper-cased as it is typed', async () => {
    signInUser([]);
    withCars();
    const el = mount('fms-service-redeem');
    const serial = await control(el, '兌換序號');
    const submit = await button(el, '查詢');
    expect(submit.disabled).to.equal(true);
    await fill(serial, 'abcd1234');
    expect(serial.value).to.equal('ABCD-1234');
    expect(submit.disabled).to.equal(true);
    await fill(serial, 'abcd1234efgh567');
    expect(submit.disabled).to.equal(true);
    await fill(serial, 'abcd1234efgh5678');
    expect(serial.value).to.equal('ABCD-1234-EFGH-5678');
    expect(submit.disabled).to.equal(false);
    await fill(serial, 'abcd1234efgh567#');
    expect(serial.value).to.equal('ABCD1234EFGH567#');
    expect(submit.disabled).to.equal(true);
    await waitText(el, '序號只能包含英文字母與數字');
  });

  it('spec 2.11: a checked serial shows its redeem information, and 確認兌換 redeems it for the chosen car and shows the new end date', async () => {
    signInUser([]);
    const server = withCars()
      .on(plus.checkSerial, () => serialInfo())
      .on(plus.exchange, ({ body }) => service(7, { carUid: body.carUid, carNo: 'KEA-102', endTime: Date.UTC(2027, 3, 1, 1, 0) }));
    const el = mount('fms-service-redeem');
    const redeemed: CustomEvent[] = [];
    el.addEventListener('serviceredeem', (e) => redeemed.push(e as CustomEvent));
    await lookUp(el, 'abcd-1234-efgh-5678');
    await waitText(el, '兌換資訊');
    for (const fact of ['胎壓監測 月方案', '胎壓監測', '1 個月', '未使用']) await waitText(el, fact);
    expect(server.callsTo(plus.checkSerial)[0].body).to.deep.equal({ serialNo: 'ABCD-1234-EFGH-5678' });
    expect((await button(el, '確認兌換')).disabled).to.equal(true);
    const car = await waitFor(() => [...el.shadowRoot!.querySelectorAll('select')].find((s) => s.options.length > 2), 'the car choices');
    await fill(car, 'car-2');
    await clickButton(el, '確認兌換');
    await waitText(el, '兌換成功');
    const result = el.shadowRoot!.querySelector('[part="result"]')!.textContent!;
    expect(result).to.contain('KEA-102').and.contain('胎壓監測 月方案').and.contain('2027-04-01');
    expect(server.callsTo(plus.exchange)[0].body).to.deep.equal({ serialNo: 'ABCD-1234-EFGH-5678', carUid: 'car-2' });
    expect(redeemed.map((e) => e.detail)).to.deep.equal([{ carUid: 'car-2', serviceUid: 'svc-7', serialNo: 'ABCD-1234-EFGH-5678' }]);
  });

  it('spec 2.11: a used serial is refused with 此序號已兌換過。 in an alert and the typed serial stays', async () => {
    signInUser([]);
    withCars().on(plus.checkSerial, () => serialInfo({ used: true }));
    const el = mount('fms-service-redeem');
    const serial = await lookUp(el, 'ABCD1234EFGH5678');
    await waitFor(() => alerts(el).includes('此序號已兌換過。'), 'the refusal');
    await waitText(el, '已兌換');
    expect(serial.value).to.equal('ABCD-1234-EFGH-5678');
    expect(el.shadowRoot!.textContent).not.to.contain('確認兌換');
  });

  it('spec 2.11: an expired serial and an unknown one are refused in an alert, keeping the serial', async () => {
    signInUser([]);
    const server = withCars().on(plus.checkSerial, () => serialInfo({ expiresAt: Date.now() - DAY }));
    const el = mount('fms-service-redeem');
    const serial = await lookUp(el, 'ABCD1234EFGH5678');
    await waitFor(() => alerts(el).includes('此序號已過期。'), 'the expiry');
    server.on(plus.checkSerial, fail(4040001, '找不到此序號。'));
    await fill(serial, 'ZZZZ1234EFGH5678');
    await clickButton(el, '查詢');
    await waitFor(() => alerts(el).includes('查無此序號，請確認輸入是否正確。'), 'not found');
    expect(serial.value).to.equal('ZZZZ-1234-EFGH-5678');
  });

  it('spec 2.11: with car-uid the car is fixed, and a serial used meanwhile is refused at 確認兌換 with the server\'s words', async () => {
    signInUser([]);
    let used = false;
    const server = withCars()
      .on(plus.checkSerial, () => serialInfo({ used }))
      .on(plus.exchange, () => { used = true; return fail(4090001, '此序號已兌換過。', 'serialNo'); });
    const el = mount('fms-service-redeem', { 'car-uid': 'car-1' });
    const serial = await lookUp(el, 'ABCD1234EFGH5678');
    await waitText(el, 'KEA-101');
    expect(el.shadowRoot!.querySelector('select')).to.equal(null);
    await clickButton(el, '確認兌換');
    await waitFor(() => alerts(el).includes('此序號已兌換過。'), 'the refusal');
    expect(server.callsTo(plus.exchange)[0].body).to.deep.equal({ serialNo: 'ABCD-1234-EFGH-5678', carUid: 'car-1' });
    expect(serial.value).to.equal('ABCD-1234-EFGH-5678');
  });
});
