import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/maintenance/v2/maintenance-list/maintenance-list.element';
import { maintenance, maintenanceOrder, type MaintenanceRecord } from '../../../../src/core/api/contract/maintenance';
import { cars } from '../../../../src/core/api/contract/cars';
import { refreshOptions } from '../../../../src/core/resource';
import { mount, tableRows, waitFor } from '../../helpers';
import { fail, fakeApi } from '../../fake-api';
import { fakeSockets } from '../../fake-sockets';
import { clickButton, control, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { API_STATUS } from '../../../../src/core/api/contract/status';
import { orderRow, recordRow } from './fixtures';

const io = fakeSockets();

afterEach(() => {
  resetPage();
  signOutUser();
});

const rows = (el: Element) => tableRows(el, 'KEA-');

function api(list: MaintenanceRecord[]) {
  let records = list;
  const server = fakeApi()
    .on(cars.list, () => ({ total: 1, offset: 0, limit: 1000, list: [{ uid: 'car-1', carNo: 'KEA-101', enabledCode: true, deleted: false }] }))
    .on(maintenance.list, () => ({ total: records.length, offset: 0, limit: 10, list: records }))
    .on(maintenance.setActive, ({ params, body }) => {
      records = records.map((r) => (r.uid === params.uid ? { ...r, active: body.active } : r));
      return records.find((r) => r.uid === params.uid);
    })
    .on(maintenance.setInit, () => ({ updated: 1 }))
    .on(maintenanceOrder.create, () => orderRow(1));
  void refreshOptions();
  return server;
}

describe('fms-maintenance-list', () => {
  it('spec 4: each record shows its reservation status 已預約, 已進廠 or 已逾期 and the readings entered', async () => {
    signInUser(['P_P39']);
    api([recordRow(1, 'readyMaintain'), recordRow(2, 'alreadyMaintain'), recordRow(3, 'overdue')]);
    const el = mount('fms-maintenance-list');
    await waitFor(() => rows(el).length === 3, 'three rows');
    expect(rows(el)[0].textContent).to.contain('KEA-101').and.contain('已預約').and.contain('5000 公里保養');
    expect(rows(el)[1].textContent).to.contain('已進廠').and.contain('120,500 公里');
    expect(rows(el)[2].textContent).to.contain('已逾期');
  });

  it('spec 4: the 啟用 switch sends PATCH maintenance/v0/{uid} and the reloaded row shows it off', async () => {
    signInUser(['P_P39']);
    const { calls } = api([recordRow(1, 'readyMaintain')]);
    const el = mount('fms-maintenance-list');
    const toggle = await waitFor(() => rows(el)[0]?.querySelector<HTMLButtonElement>('[role="switch"]'), 'the switch');
    expect(toggle.getAttribute('aria-checked')).to.equal('true');
    expect(el.shadowRoot!.getElementById(toggle.getAttribute('aria-labelledby')!)!.textContent).to.contain('啟用 KEA-101');
    toggle.click();
    await waitFor(() => calls.some((c) => c.endpoint === 'maintenance.setActive'), 'the patch');
    expect(calls.find((c) => c.endpoint === 'maintenance.setActive')).to.deep.include({ params: { uid: 'rec-1' }, body: { active: false } });
    await waitFor(() => rows(el)[0]?.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'false', 'the switch off');
  });

  it('spec 7.8: 設定初始值 names bad readings in Traditional Chinese, keeps them, and sends set-init when fixed', async () => {
    signInUser(['P_P39']);
    const { calls } = api([recordRow(1, 'readyMaintain')]);
    const el = mount('fms-maintenance-list');
    await waitFor(() => rows(el).length === 1, 'the row');
    await clickButton(el, '設定初始值');
    // The filter bar has a 車號 too: take the dialog's.
    const dialog = await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the dialog');
    const car = await waitFor(() => [...dialog.querySelectorAll('select')].find((s) => [...s.options].some((o) => o.text === 'KEA-101')), 'the car select');
    await fill(car, 'car-1');
    const mileage = await control(el, '里程（公里）');
    await fill(mileage, '-3');
    await fill(await control(el, '引擎時數（小時）'), '12');
    await clickButton(el, '儲存');
    await waitText(el, '里程（公里）須為 0 以上的數字，最多一位小數');
    expect(mileage.value).to.equal('-3');
    expect(calls.some((c) => c.endpoint === 'maintenance.setInit')).to.equal(false);
    await fill(mileage, '150000.5');
    await clickButton(el, '儲存');
    await waitFor(() => calls.some((c) => c.endpoint === 'maintenance.setInit'), 'set-init');
    expect(calls.find((c) => c.endpoint === 'maintenance.setInit')!.body).to.deep.equal({ mode: 'init', cars: [{ carUid: 'car-1', mileage: 150000.5, engineHours: 12 }] });
  });

  it('spec 7.8: 建立工單 opens an order from the reservation with its car and cycle, and tells the host', async () => {
    signInUser(['P_P39']);
    const { calls } = api([recordRow(1, 'overdue')]);
    const el = mount('fms-maintenance-list');
    let detail: unknown = null;
    el.addEventListener('ordercreate', (e) => { detail = (e as CustomEvent).detail; });
    await waitFor(() => rows(el).length === 1, 'the row');
    await clickButton(el, /^建立工單：KEA-101/);
    await waitFor(() => detail, 'ordercreate');
    expect(detail).to.deep.equal({ orderUid: 'ord-1', recordUid: 'rec-1' });
    const body = calls.find((c) => c.endpoint === 'maintenanceOrder.create')!.body as Record<string, unknown>;
    expect(body).to.deep.include({ carUid: 'car-1', originalCycleUid: 'cyc-1', items: ['item-1'], factoryName: '保修廠1' });
  });

  it('issue 22: a reservation with its order shows 查看工單, a link to /maintenanceV2/orderData/{uid}, not 建立工單', async () => {
    signInUser(['P_P39']);
    api([recordRow(1, 'readyMaintain', { orderUid: 'ord-7' }), recordRow(2, 'readyMaintain')]);
    const el = mount('fms-maintenance-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    const link = rows(el)[0].querySelector('a')!;
    expect(link.textContent).to.equal('查看工單');
    expect(new URL(link.href).pathname).to.equal('/maintenanceV2/orderData/ord-7');
    expect(link.getAttribute('aria-label')).to.contain('KEA-101');
    expect(rows(el)[0].querySelector('button[aria-label^="建立工單"]')).to.equal(null);
    expect(rows(el)[1].querySelector('button[aria-label^="建立工單"]')).to.not.equal(null);
  });

  it('issue 22: 建立工單 sends the reservation\'s uid; refused as made already, the message shows and the row then links to the order', async () => {
    signInUser(['P_P39']);
    let records = [recordRow(1, 'readyMaintain')];
    const server = fakeApi()
      .on(cars.list, () => ({ total: 1, offset: 0, limit: 1000, list: [{ uid: 'car-1', carNo: 'KEA-101', enabledCode: true, deleted: false }] }))
      .on(maintenance.list, () => ({ total: records.length, offset: 0, limit: 10, list: records }))
      .on(maintenanceOrder.create, () => {
        records = [recordRow(1, 'readyMaintain', { orderUid: 'ord-3' })];
        return fail(API_STATUS.CONFLICT, '此預約已建立工單 MO-20270301003，不能重複建立；請開啟該工單。', 'recordUid');
      });
    void refreshOptions();
    const el = mount('fms-maintenance-list');
    await waitFor(() => rows(el).length === 1, 'the row');
    await clickButton(el, /^建立工單：KEA-101/);
    await waitFor(() => server.calls.some((c) => c.endpoint === 'maintenanceOrder.create'), 'the create');
    expect(server.calls.find((c) => c.endpoint === 'maintenanceOrder.create')!.body).to.deep.include({ recordUid: 'rec-1' });
    await waitFor(() => document.body.textContent!.includes('MO-20270301003') || el.shadowRoot!.textContent!.includes('MO-20270301003') || null, 'the message naming the order');
    await waitFor(() => rows(el)[0]?.querySelector('a')?.textContent === '查看工單' || null, 'the link to the order');
  });

  it('issue 22: empty mileage and engine hours show 「—」, not 0', async () => {
    signInUser(['P_P39']);
    api([recordRow(1, 'alreadyMaintain', { mileage: null, engineHours: null }), recordRow(2, 'alreadyMaintain', { mileage: 0, engineHours: 12.5 })]);
    const el = mount('fms-maintenance-list');
    await waitFor(() => rows(el).length === 2, 'two rows');
    const headers = [...el.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
    const cell = (row: number, header: string) => rows(el)[row].querySelectorAll('td')[headers.indexOf(header)].textContent!.trim();
    expect(cell(0, '里程')).to.equal('—');
    expect(cell(0, '引擎時數')).to.equal('—');
    expect(cell(1, '里程')).to.equal('0 公里');
    expect(cell(1, '引擎時數')).to.equal('12.5 小時');
  });

  it('spec 9: a live maintenance notification (category 7) reloads the list; another category does not', async () => {
    signInUser(['P_P39']);
    const { calls } = api([recordRow(1, 'readyMaintain')]);
    const el = mount('fms-maintenance-list');
    await waitFor(() => rows(el).length === 1, 'the row');
    await waitFor(() => io.sockets.some((s) => s.url.endsWith('/fms-event')), 'the event socket');
    const loads = () => calls.filter((c) => c.endpoint === 'maintenance.list').length;
    const before = loads();
    io.emitEvent({ uid: 'm-1', type: 'event', code: 'speeding', category: 5, title: '超速', content: 'x', createdAt: Date.now() });
    io.emitEvent({ uid: 'm-2', type: 'maintenance', code: 'overdue', category: 7, title: '保修預約已逾期', content: 'y', createdAt: Date.now() });
    await waitFor(() => loads() === before + 1, 'one reload');
  });

  it('without P_P39\'s change rights nothing is offered but the list', async () => {
    signInUser(['P_P01']);
    api([recordRow(1, 'readyMaintain')]);
    const el = mount('fms-maintenance-list');
    await waitFor(() => rows(el).length === 1 || el.shadowRoot!.textContent!.includes('權限') || null, 'the list or the refusal').catch(() => undefined);
    expect([...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent)).to.not.include('設定初始值');
  });
});
