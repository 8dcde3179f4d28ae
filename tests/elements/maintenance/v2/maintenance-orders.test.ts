import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/maintenance/v2/maintenance-orders/maintenance-orders.element';
import { maintenanceOrder, type MaintenanceOrder } from '../../../../src/core/api/contract/maintenance';
import { mount, tableRows, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { clickButton, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { cars } from '../../../../src/core/api/contract/cars';
import { options } from '../../../../src/core/api/contract/options';
import { itemRow } from '../cycles/maintenance-cycles/cycle-fixtures';
import { refreshOptions } from '../../../../src/core/resource';
import { signInUser, signOutUser } from '../../session-kit';
import { orderRow } from './fixtures';

afterEach(() => {
  resetPage();
  signOutUser();
});

const rows = (el: Element) => tableRows(el, 'KEA-');

function api(list: MaintenanceOrder[]) {
  let orders = list;
  return fakeApi()
    .on(maintenanceOrder.list, () => ({ total: orders.length, offset: 0, limit: 10, list: orders }))
    .on(maintenanceOrder.get, ({ params }) => orders.find((o) => o.uid === params.uid))
    .on(maintenanceOrder.remove, ({ body }) => {
      const uids = (body as { uids: string[] }).uids;
      orders = orders.filter((o) => !uids.includes(o.uid));
      return { deleted: uids.length };
    });
}

describe('fms-maintenance-orders', () => {
  it('spec 3: each order shows its original cycle and status', async () => {
    signInUser(['P_P39']);
    api([orderRow(1), orderRow(2, { originalCycle: null, status: 'done' })]);
    const el = mount('fms-maintenance-orders');
    await waitFor(() => rows(el).length === 2, 'two rows');
    expect(rows(el)[0].textContent).to.contain('MO-20270301001').and.contain('5000 公里保養').and.contain('待處理').and.contain('1,500 元');
    expect(rows(el)[1].textContent).to.contain('已完成');
  });

  it('a delete names the order in its confirmation and reloads the list', async () => {
    signInUser(['P_P39']);
    const { calls } = api([orderRow(1)]);
    const el = mount('fms-maintenance-orders');
    await waitFor(() => rows(el).length === 1, 'the row');
    await clickButton(el, /刪除.*MO-20270301001/);
    await waitText(el, 'MO-20270301001（KEA-101）');
    const confirm = await waitFor(() => [...el.shadowRoot!.querySelectorAll('dialog[open] button')].find((b) => b.textContent!.trim() === '刪除') as HTMLButtonElement | undefined, 'the confirm button');
    confirm.click();
    await waitFor(() => calls.some((c) => c.endpoint === 'maintenanceOrder.remove'), 'the delete');
    await waitFor(() => rows(el).length === 0, 'the emptied list');
  });

  it('a linked order (order-uid) opens its edit dialog with the original cycle', async () => {
    signInUser(['P_P39']);
    api([orderRow(1)]);
    const el = mount('fms-maintenance-orders', { 'order-uid': 'ord-1' });
    await waitText(el, '編輯工單 MO-20270301001（KEA-101）');
    await waitText(el, '原保修週期：5000 公里保養');
  });

  it('issue 22: an order made from a reservation links back to it', async () => {
    signInUser(['P_P39']);
    api([orderRow(1, { recordUid: 'rec-4' })]);
    const el = mount('fms-maintenance-orders', { 'order-uid': 'ord-1' });
    const link = await waitFor(() => [...el.shadowRoot!.querySelectorAll('dialog[open] a')].find((a) => a.textContent === '查看預約') as HTMLAnchorElement | undefined, 'the link');
    expect(new URL(link.href).pathname).to.equal('/maintenanceV2/reservationData/rec-4');
  });
});

describe('fms-maintenance-orders, adding', () => {
  it('spec 7.8: a new order takes the car\'s most pressing cycle (original-cycle) as its original cycle', async () => {
    signInUser(['P_P39']);
    const server = api([]);
    server
      .on(cars.list, () => ({ total: 1, offset: 0, limit: 1000, list: [{ uid: 'car-1', carNo: 'KEA-101', enabledCode: true, deleted: false }] }))
      .on(maintenanceOrder.originalCycle, () => ({
        cycle: { cycle: { uid: 'cyc-9', name: '半年檢查', category: 'inspect', intervalKm: null, intervalMonths: 6, intervalEngineHours: null },
          last: null, next: { mileage: null, engineHours: null, date: null }, remainingKm: null, remainingEngineHours: null, remainingDays: 3, state: 'dueSoon' },
      }))
      .on(maintenanceOrder.create, () => orderRow(1));
    void refreshOptions();
    const el = mount('fms-maintenance-orders');
    await waitText(el, '沒有保修工單');
    await clickButton(el, '新增工單');
    const dialog = await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the dialog');
    const car = await waitFor(() => [...dialog.querySelectorAll('select')].find((s) => [...s.options].some((o) => o.value === 'car-1')), 'the car select');
    await fill(car, 'car-1');
    await fill(await waitFor(() => [...dialog.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent?.includes('費用')), 'the cost'), '-1');
    await clickButton(el, '儲存');
    await waitText(el, '費用須為 0 以上的整數');
    expect(server.calls.some((c) => c.endpoint === 'maintenanceOrder.create')).to.equal(false);
    await fill(await waitFor(() => [...dialog.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent?.includes('費用')), 'the cost'), '2500');
    await clickButton(el, '儲存');
    await waitFor(() => server.calls.some((c) => c.endpoint === 'maintenanceOrder.create'), 'the create');
    expect(server.calls.find((c) => c.endpoint === 'maintenanceOrder.create')!.body).to.deep.include({ carUid: 'car-1', originalCycleUid: 'cyc-9', cost: 2500 });
  });
});

describe('fms-maintenance-orders, editing', () => {
  it('spec 7.8: readings are refused unless the order is done, and a done order sends them', async () => {
    signInUser(['P_P39']);
    const server = api([orderRow(1)]);
    server.on(maintenanceOrder.update, () => orderRow(1, { status: 'done' }));
    const el = mount('fms-maintenance-orders', { 'order-uid': 'ord-1' });
    const dialog = await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the dialog');
    const input = (label: string) => waitFor(() => [...dialog.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')]
      .find((i) => i.labels?.[0]?.textContent?.includes(label)), label);
    await fill(await input('完工里程'), '88000');
    await clickButton(el, '儲存');
    await waitText(el, '里程與引擎時數只在完工時填寫');
    expect(server.calls.some((c) => c.endpoint === 'maintenanceOrder.update')).to.equal(false);
    await fill(await input('工單狀態'), 'done');
    await clickButton(el, '儲存');
    await waitFor(() => server.calls.some((c) => c.endpoint === 'maintenanceOrder.update'), 'the update');
    const put = server.calls.find((c) => c.endpoint === 'maintenanceOrder.update')!;
    expect(put.params).to.deep.equal({ uid: 'ord-1' });
    expect(put.body).to.deep.include({ status: 'done', mileage: 88000, engineHours: null });
  });

  it('issue 22: an order\'s 保修項目 and 費用 are edited, sent, and shown in the list after the reload', async () => {
    signInUser(['P_P39']);
    let order = orderRow(1, { items: [{ uid: 'opt-oil', name: '更換機油' }] });
    const server = fakeApi()
      .on(maintenanceOrder.list, () => ({ total: 1, offset: 0, limit: 10, list: [order] }))
      .on(maintenanceOrder.get, () => order)
      .on(options.list, () => ({ total: 2, offset: 0, limit: 1000, list: [itemRow('opt-oil', '更換機油'), itemRow('opt-tyre', '輪胎更換')] }))
      .on(maintenanceOrder.update, ({ body }) => {
        const b = body as { items: string[]; cost: number };
        const names: Record<string, string> = { 'opt-oil': '更換機油', 'opt-tyre': '輪胎更換' };
        order = { ...order, cost: b.cost, items: b.items.map((uid) => ({ uid, name: names[uid] })) };
        return order;
      });
    await refreshOptions();
    const el = mount('fms-maintenance-orders', { 'order-uid': 'ord-1' });
    const dialog = await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the dialog');
    const box = (label: string) => waitFor(() => [...dialog.querySelectorAll('label')]
      .find((l) => l.textContent?.trim() === label)?.querySelector('input') ?? null, `the checkbox ${label}`);
    expect((await box('更換機油')).checked).to.equal(true);
    (await box('輪胎更換')).click();
    (await box('更換機油')).click();
    await fill(await waitFor(() => [...dialog.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent?.includes('費用')), 'the cost'), '3200');
    await clickButton(el, '儲存');
    await waitFor(() => server.calls.some((c) => c.endpoint === 'maintenanceOrder.update'), 'the update');
    expect(server.calls.find((c) => c.endpoint === 'maintenanceOrder.update')!.body).to.deep.include({ items: ['opt-tyre'], cost: 3200 });
    await waitFor(() => rows(el)[0]?.textContent?.includes('輪胎更換') && rows(el)[0]?.textContent?.includes('3,200 元') ? true : null, 'the saved row');
  });
});
