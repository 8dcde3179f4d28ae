import { expect } from '@esm-bundle/chai';
import axe from 'axe-core';
import '../../../../src/elements/fleet/car-form/car-form.element';
import { cars } from '../../../../src/core/api/contract/cars';
import { fail, fakeApi } from '../../fake-api';
import { mount, waitFor } from '../../helpers';
import { signInUser, signOutUser } from '../../session-kit';
import { clickButton, control, errorOf, fill, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { car, withCatalogues } from '../car-list/car-fixtures';
import { $location, navigate } from '../../../../src/core/navigation';

/** Types into a React-controlled textarea the way the browser reports it. */
async function fillArea(area: HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, value);
  area.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => signInUser(['P_P06']));
afterEach(() => {
  resetPage();
  signOutUser();
});

describe('fms-car-form', function () {
  this.timeout(20_000);

  it('spec 5: 車號 and 車型 carry the red star, and an empty form is not sent', async () => {
    const api = withCatalogues(fakeApi());
    const el = mount('fms-car-form');
    const carNo = await control(el, '車號');
    const required = [...shadowOf(el).querySelectorAll('label')].filter((l) => l.querySelector('.required'));
    expect(required.map((l) => l.textContent?.replace('*', '').replace('（必填）', '').trim())).to.deep.equal(['車號', '車型']);
    await clickButton(el, '儲存');
    await waitFor(() => errorOf(el, carNo).includes('請輸入車號'), 'the required message on 車號');
    expect(carNo.getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(el, await control(el, '車型'))).to.contain('請輸入車型');
    expect(api.callsTo(cars.create)).to.have.length(0);
  });

  it('spec 5: a malformed plate is refused before sending, on its field', async () => {
    const api = withCatalogues(fakeApi());
    const el = mount('fms-car-form');
    await fill(await control(el, '車號'), 'KEA1001');
    await fill(await control(el, '車型'), 'XZU720');
    await clickButton(el, '儲存');
    await waitFor(() => errorOf(el, shadowOf(el).querySelector<HTMLElement>('input[aria-invalid="true"]')!).includes('車號格式'), 'the plate message');
    expect(api.callsTo(cars.create)).to.have.length(0);
  });

  it('spec 7.5: adds a car with its devices and tells the host with carsave', async () => {
    const api = withCatalogues(fakeApi()).on(cars.create, ({ body }) => car(7, { carNo: body.carNo, uid: 'car-new' }));
    const el = mount('fms-car-form');
    const saved: CustomEvent[] = [];
    el.addEventListener('carsave', (e) => saved.push(e as CustomEvent));
    await fill(await control(el, '車號'), 'kea-2001');
    await fill(await control(el, '車型'), 'XZU720');
    await waitFor(() => [...shadowOf(el).querySelectorAll('option')].some((o) => o.textContent === '貨車'), 'the car kinds');
    await fill(await control<HTMLSelectElement>(el, '車種'), 'truck');
    await fill(await control(el, '設備編號'), 'DEV-200001');
    await fill(await control(el, 'DVR 路數'), '4');
    await clickButton(el, '儲存');
    await waitFor(() => saved.length === 1, 'carsave');
    expect(api.callsTo(cars.create)[0].body).to.deep.include({ carNo: 'KEA-2001', model: 'XZU720', carKind: 'truck', udid: 'DEV-200001', devices: { dvr: { channels: 4 } } });
    expect(saved[0].detail).to.deep.equal({ carUid: 'car-new', carNo: 'KEA-2001', created: true });
  });

  it('spec 8: the server\'s field error shows on its field and nothing typed is lost', async () => {
    withCatalogues(fakeApi()).on(cars.create, fail(4090001, '車號 KEA-1001 已存在。', 'carNo'));
    const el = mount('fms-car-form');
    const carNo = await control(el, '車號');
    await fill(carNo, 'KEA-1001');
    await fill(await control(el, '車型'), 'FC2AJ7');
    await fillArea(await control<HTMLTextAreaElement>(el, '備註'), '夜班用車');
    await clickButton(el, '儲存');
    await waitFor(() => errorOf(el, carNo).includes('已存在'), 'the server error on 車號');
    expect(carNo.value).to.equal('KEA-1001');
    expect((await control(el, '車型')).value).to.equal('FC2AJ7');
    expect((await control<HTMLTextAreaElement>(el, '備註')).value).to.equal('夜班用車');
  });

  it('spec 3: devices need a device id', async () => {
    const api = withCatalogues(fakeApi());
    const el = mount('fms-car-form');
    await fill(await control(el, '車號'), 'KEA-2002');
    await fill(await control(el, '車型'), 'XZU720');
    await fill(await control(el, 'TPMS 輪胎數'), '10');
    await clickButton(el, '儲存');
    await waitFor(() => errorOf(el, shadowOf(el).querySelector<HTMLElement>('input[aria-invalid="true"]')!).includes('請先填寫設備編號'), 'the device id message');
    expect(api.callsTo(cars.create)).to.have.length(0);
  });

  it('spec 7.5: with car-uid it loads the car and sends the change with PUT', async () => {
    const api = withCatalogues(fakeApi())
      .on(cars.get, () => ({ ...car(3), cycleUids: [] }))
      .on(cars.update, ({ body }) => ({ ...car(3), ...body }));
    const el = mount('fms-car-form', { 'car-uid': 'car-3' });
    const carNo = await control(el, '車號');
    await waitFor(() => carNo.value === 'KEA-1003', 'the car loaded');
    expect((await control(el, 'DVR 路數')).value).to.equal('4');
    await fillArea(await control<HTMLTextAreaElement>(el, '備註'), '換新輪胎');
    await clickButton(el, '儲存');
    await waitFor(() => api.callsTo(cars.update).length === 1, 'the PUT');
    expect(api.callsTo(cars.update)[0].path).to.equal('car/v0/car-3');
    expect(api.callsTo(cars.update)[0].body).to.include({ carNo: 'KEA-1003', note: '換新輪胎' });
  });

  it('issue 22, 9: emptying 車種, eTag 車種 and 燃料 on an edit sends null, so they are cleared', async () => {
    const api = withCatalogues(fakeApi())
      .on(cars.get, () => ({ ...car(3), carKind: 'truck', fuelType: 'diesel', etcType: 'large', cycleUids: [] }))
      .on(cars.update, ({ body }) => ({ ...car(3), ...body }));
    const el = mount('fms-car-form', { 'car-uid': 'car-3' });
    const kind = await control<HTMLSelectElement>(el, '車種');
    await waitFor(() => kind.value === 'truck', 'the car kind loaded');
    await waitFor(async () => (await control<HTMLSelectElement>(el, 'eTag 車種')).value === 'large', 'the e-tag type loaded');
    await fill(kind, '');
    await fill(await control<HTMLSelectElement>(el, 'eTag 車種'), '');
    await fill(await control<HTMLSelectElement>(el, '燃料'), '');
    await clickButton(el, '儲存');
    await waitFor(() => api.callsTo(cars.update).length === 1, 'the PUT');
    expect(api.callsTo(cars.update)[0].body).to.include({ carKind: null, fuelType: null, etcType: null });
  });

  it('issue 11: the element says when it holds unsaved changes, and 取消 asks the host', async () => {
    withCatalogues(fakeApi());
    const el = mount('fms-car-form');
    const cancels: Event[] = [];
    el.addEventListener('editcancel', (e) => cancels.push(e));
    expect(el.hasAttribute('dirty')).to.equal(false);
    await fill(await control(el, '車號'), 'KEA-3');
    await waitFor(() => el.hasAttribute('dirty'), 'the dirty attribute');
    await fill(await control(el, '車號'), '');
    await waitFor(() => !el.hasAttribute('dirty'), 'clean again');
    await clickButton(el, '取消');
    expect(cancels).to.have.length(1);
  });

  it('issue 11: leaving the page with unsaved changes asks first; 繼續編輯 stays, 放棄變更 goes', async () => {
    withCatalogues(fakeApi());
    const start = window.location.pathname + window.location.search;
    await navigate('/carManagement');
    const el = mount('fms-car-form');
    await fill(await control(el, '車號'), 'KEA-3');
    await waitFor(() => el.hasAttribute('dirty'), 'the dirty attribute');
    const question = () => [...shadowOf(el).querySelectorAll('dialog[open]')].find((d) => d.textContent?.includes('放棄未儲存的變更？'));
    let going = navigate('/monitor');
    await waitFor(question, 'the question');
    await clickButton(el, '繼續編輯');
    expect(await going).to.equal(false);
    expect($location.get().path).to.equal('/carManagement');
    expect((await control(el, '車號') as HTMLInputElement).value).to.equal('KEA-3');
    going = navigate('/monitor');
    await waitFor(question, 'the question again');
    await clickButton(el, '放棄變更');
    expect(await going).to.equal(true);
    expect($location.get().path).to.equal('/monitor');
    window.history.replaceState(null, '', start);
  });

  it('without P_P06 the form is not offered', async () => {
    signInUser(['P_P01']);
    withCatalogues(fakeApi());
    const el = mount('fms-car-form');
    await waitText(el, '權限');
    expect(shadowOf(el).querySelector('form')).to.equal(null);
  });

  it('is axe clean', async () => {
    withCatalogues(fakeApi());
    const el = mount('fms-car-form');
    await control(el, '車號');
    const results = await axe.run(shadowOf(el) as unknown as Element);
    expect(results.violations.map((v) => v.id)).to.deep.equal([]);
  });
});
