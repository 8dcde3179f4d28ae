import { expect } from '@esm-bundle/chai';
import { getCar, updateCar } from '../../../../src/core/api/cars';
import { cars, type CarRow } from '../../../../src/core/api/contract/cars';
import { mayLeave } from '../../../../src/core/navigation';
import { createMutation, unwrap } from '../../../../src/core/resource';
import { EndpointForm } from '../../../../src/elements/shared/ui/page-kit/endpoint-form';
import type { FormFieldSpec } from '../../../../src/elements/shared/ui/page-kit/form-fields';
import { ItemForm } from '../../../../src/elements/shared/ui/page-kit/item-form';
import { PAGE_KIT_CSS } from '../../../../src/elements/shared/ui/page-kit/page-kit.css';
import { fail, fakeApi } from '../../fake-api';
import { signInUser, signOutUser } from '../../session-kit';
import { byName, cleanup, click, render, setValue, waitUntil } from '../ui/render';
import { car } from './kit-fixtures';

interface Values {
  carNo: string;
  note: string;
}

const FIELDS: FormFieldSpec<Values>[] = [
  { name: 'carNo', label: '車號', kind: 'text', required: true },
  { name: 'note', label: '備註', kind: 'textarea' },
];

const AWAY = [{ path: '/monitor', query: {} }, { path: '/carManagement', query: {} }] as const;

/** An edit form of car-1 as an element would write it: the kit reads the record, the endpoint form edits it, the guard asks. */
function editCar(cancelled: string[] = []) {
  const mutation = createMutation((v: Values) => updateCar('car-1', v));
  return (
    <ItemForm<CarRow> load={async () => unwrap(await getCar('car-1'))} loadingText="讀取車輛…"
      errorActions={<button type="button" onClick={() => cancelled.push('back')}>返回</button>}>
      {(record, item) => (
        <EndpointForm<Values, Values, CarRow> label={`編輯車輛 ${record!.carNo}`} endpoint={cars.update} fields={FIELDS}
          initialValues={{ carNo: record!.carNo, note: record!.note }} mutation={mutation}
          guardLeave={{ askOnCancel: true, reflect: true }} onCancel={() => cancelled.push('cancel')}
          onSuccess={(saved) => item.replace(saved)} />
      )}
    </ItemForm>
  );
}

const text = (shadow: ShadowRoot) => shadow.textContent ?? '';
const dialogOpen = (shadow: ShadowRoot) => !!shadow.querySelector('dialog[open]');

beforeEach(() => signInUser(['P_P06']));
afterEach(async () => {
  await cleanup();
  signOutUser();
});

describe('item form (issue 24, 3)', function () {
  this.timeout(20_000);

  it('reads the record, edits it through the endpoint form and starts again from the saved record', async () => {
    const api = fakeApi()
      .on(cars.get, car(1))
      .on(cars.update, ({ body }) => ({ ...car(1), ...body }));
    const { shadow } = await render(editCar(), PAGE_KIT_CSS);
    expect(text(shadow)).to.contain('讀取車輛…');
    const carNo = await waitUntil(() => shadow.querySelector<HTMLInputElement>('input'), 'the form');
    expect(carNo.value).to.equal('KEA-1001');
    expect(shadow.querySelector('form')!.getAttribute('aria-label')).to.equal('編輯車輛 KEA-1001');
    await setValue(byName<HTMLInputElement>(shadow, '車號'), 'KEA-2001');
    await click(byName(shadow, '儲存'));
    await waitUntil(() => shadow.querySelector('form')?.getAttribute('aria-label') === '編輯車輛 KEA-2001', 'the form of the saved record');
    expect(api.callsTo(cars.update).map((c) => c.body)).to.deep.equal([{ carNo: 'KEA-2001', note: '' }]);
    expect(byName<HTMLInputElement>(shadow, '車號').value).to.equal('KEA-2001');
    expect(api.callsTo(cars.get)).to.have.length(1);
    // Saved: nothing is left to ask about.
    expect(await mayLeave(...AWAY)).to.equal(true);
  });

  it('says why the record cannot be read, with 重試 and the element\'s own action, and 重試 reads it again', async () => {
    let answer: unknown = fail(5000001, '伺服器忙碌中，請稍後再試。');
    const api = fakeApi().on(cars.get, () => answer);
    const cancelled: string[] = [];
    const { shadow } = await render(editCar(cancelled), PAGE_KIT_CSS);
    await waitUntil(() => text(shadow).includes('伺服器忙碌中'), 'the load error');
    expect(shadow.querySelector('form')).to.equal(null);
    await click(byName(shadow, '返回'));
    expect(cancelled).to.deep.equal(['back']);
    answer = car(1);
    await click(byName(shadow, '重試'));
    await waitUntil(() => shadow.querySelector('form'), 'the form after 重試');
    expect(api.callsTo(cars.get)).to.have.length(2);
    expect(text(shadow)).not.to.contain('伺服器忙碌中');
  });

  it('asks before unsaved edits are left (the router and 取消), and says so on its host', async () => {
    fakeApi().on(cars.get, car(1));
    const cancelled: string[] = [];
    const { shadow, host } = await render(editCar(cancelled), PAGE_KIT_CSS);
    await waitUntil(() => shadow.querySelector('form'), 'the form');
    expect(await mayLeave(...AWAY)).to.equal(true);
    expect(host.hasAttribute('dirty')).to.equal(false);

    await setValue(byName<HTMLTextAreaElement>(shadow, '備註'), '冷凍車');
    await waitUntil(() => host.hasAttribute('dirty'), 'the host marked dirty');
    const leaving = mayLeave(...AWAY);
    await waitUntil(() => dialogOpen(shadow), 'the question');
    expect(text(shadow)).to.contain('放棄未儲存的變更？');
    await click(byName(shadow, '繼續編輯'));
    expect(await leaving).to.equal(false);
    expect(byName<HTMLTextAreaElement>(shadow, '備註').value).to.equal('冷凍車');

    await click(byName(shadow, '取消'));
    await waitUntil(() => dialogOpen(shadow), 'the question on 取消');
    expect(cancelled).to.deep.equal([]);
    await click(byName(shadow, '放棄變更'));
    await waitUntil(() => cancelled.length > 0, 'cancelled');
    expect(cancelled).to.deep.equal(['cancel']);
  });
});
