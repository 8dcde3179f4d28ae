import { expect } from '@esm-bundle/chai';
import axe from 'axe-core';
import { act } from 'react';
import { createCar } from '../../../src/core/api/cars';
import { cars, type CarRow } from '../../../src/core/api/contract/cars';
import { fence, type FenceInput } from '../../../src/core/api/contract/fence';
import { createFence } from '../../../src/core/api/fence';
import { createMutation } from '../../../src/core/resource';
import { EndpointForm } from '../../../src/elements/ui/page-kit/endpoint-form';
import type { FormFieldSpec } from '../../../src/elements/ui/page-kit/form-fields';
import type { AreaShape } from '../../../src/elements/ui/page-kit/map-picker/coordinates';
import { PAGE_KIT_CSS } from '../../../src/elements/ui/page-kit/page-kit.css';
import { fail, fakeApi } from '../fake-api';
import { signInUser, signOutUser } from '../session-kit';
import { byName, cleanup, click, render, setValue, waitUntil } from '../ui/render';
import { car } from './kit-fixtures';

interface CarValues {
  carNo: string;
  model: string;
  departmentUid: string;
  note: string;
}

const CAR_FIELDS: FormFieldSpec<CarValues>[] = [
  { name: 'carNo', label: '車號', kind: 'text', required: true, maxLength: 9 },
  { name: 'model', label: '車型', kind: 'text', required: true },
  { name: 'departmentUid', label: '部門', kind: 'select', options: [{ value: 'dep-1', label: '北區' }] },
  { name: 'note', label: '備註', kind: 'textarea' },
];

const EMPTY: CarValues = { carNo: '', model: '', departmentUid: '', note: '' };

function carForm() {
  const saved: CarRow[] = [];
  const ui = (
    <EndpointForm label="新增車輛" endpoint={cars.create} fields={CAR_FIELDS} initialValues={EMPTY} mutation={createMutation(createCar)}
      toInput={(v) => ({ carNo: v.carNo.trim(), model: v.model.trim(), departmentUid: v.departmentUid || null, note: v.note })}
      onSuccess={(row: CarRow) => saved.push(row)} />
  );
  return { ui, saved };
}

async function fill(shadow: ShadowRoot, values: Partial<CarValues>) {
  const labels: Record<keyof CarValues, string> = { carNo: '車號', model: '車型', departmentUid: '部門', note: '備註' };
  for (const [name, value] of Object.entries(values)) await setValue(byName<HTMLInputElement>(shadow, labels[name as keyof CarValues]), value);
}

const errorOf = (shadow: ShadowRoot, label: string) => {
  const input = byName<HTMLInputElement>(shadow, label);
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => shadow.getElementById(id));
  return described.find((el) => el?.classList.contains('field-error'))?.textContent ?? null;
};

beforeEach(() => signInUser(['P_P06', 'P_P08']));
afterEach(async () => {
  await cleanup();
  signOutUser();
});

describe('endpoint form', function () {
  this.timeout(20_000);

  it('marks required fields with the red star and checks them before sending', async () => {
    const api = fakeApi();
    const { shadow } = await render(carForm().ui, PAGE_KIT_CSS);
    const starred = [...shadow.querySelectorAll('label')].filter((l) => l.querySelector('.required')).map((l) => l.textContent);
    expect(starred).to.deep.equal(['*車號（必填）', '*車型（必填）']);
    await fill(shadow, { model: 'XZU720' });
    await click(byName(shadow, '儲存'));
    expect(errorOf(shadow, '車號')).to.equal('請輸入車號');
    expect(errorOf(shadow, '車型')).to.equal(null);
    expect(shadow.querySelector('.error-summary')!.textContent).to.contain('請輸入車號');
    expect(api.callsTo(cars.create)).to.deep.equal([]);
  });

  it('puts the server\'s field error on its field in Chinese and keeps everything typed', async () => {
    const api = fakeApi().on(cars.create, fail(4000001, 'carNo 格式不正確。', 'carNo'));
    const { shadow } = await render(carForm().ui, PAGE_KIT_CSS);
    await fill(shadow, { carNo: 'abc', model: 'XZU720', departmentUid: 'dep-1', note: '冷凍車' });
    await click(byName(shadow, '儲存'));
    await waitUntil(() => errorOf(shadow, '車號'), 'the field error');
    expect(errorOf(shadow, '車號')).to.equal('車號 格式不正確。');
    expect(byName(shadow, '車號').getAttribute('aria-invalid')).to.equal('true');
    expect(api.callsTo(cars.create)[0].body).to.deep.equal({ carNo: 'abc', model: 'XZU720', departmentUid: 'dep-1', note: '冷凍車' });
    const kept = ['車號', '車型', '部門', '備註'].map((label) => byName<HTMLInputElement>(shadow, label).value);
    expect(kept).to.deep.equal(['abc', 'XZU720', 'dep-1', '冷凍車']);
    // Typing again clears the field's error.
    await fill(shadow, { carNo: 'KEA-1001' });
    expect(errorOf(shadow, '車號')).to.equal(null);
  });

  it('an error without a field shows above the form', async () => {
    fakeApi().on(cars.create, fail(4090001, '此車號已存在。'));
    const { shadow } = await render(carForm().ui, PAGE_KIT_CSS);
    await fill(shadow, { carNo: 'KEA-1001', model: 'XZU720' });
    await click(byName(shadow, '儲存'));
    const summary = await waitUntil(() => shadow.querySelector('.error-summary'), 'the summary');
    expect(summary.textContent).to.contain('此車號已存在。');
    expect(shadow.activeElement).to.equal(summary);
  });

  it('disables 儲存 while sending, sends once, and reports success', async () => {
    let answer = (_: unknown) => undefined as void;
    const api = fakeApi().on(cars.create, () => new Promise((resolve) => { answer = resolve; }));
    const form = carForm();
    const { shadow } = await render(form.ui, PAGE_KIT_CSS);
    await fill(shadow, { carNo: 'KEA-1001', model: 'XZU720' });
    await click(byName(shadow, '儲存'));
    const busy = await waitUntil(() => shadow.querySelector('button[type="submit"][aria-disabled="true"]'), 'the busy button');
    expect(busy.textContent).to.equal('儲存中…');
    await click(busy);
    await act(async () => shadow.querySelector('form')!.requestSubmit());
    expect(api.callsTo(cars.create)).to.have.length(1);
    await act(async () => answer(car(1)));
    await waitUntil(() => form.saved.length, 'the success callback');
    expect(form.saved[0].carNo).to.equal('KEA-1001');
    expect(byName(shadow, '儲存').getAttribute('aria-disabled')).to.equal(null);
  });

  it('a server error under an area (shape.points) shows on the area picker with its label', async () => {
    fakeApi().on(fence.create, fail(4000001, 'shape.points 至少需要 3 項。', 'shape.points'));
    interface FenceValues { name: string; shape: AreaShape | null }
    const fields: FormFieldSpec<FenceValues>[] = [
      { name: 'name', label: '圍籬名稱', kind: 'text', required: true },
      { name: 'shape', label: '圍籬範圍', kind: 'area', required: true },
    ];
    const square: AreaShape = { type: 'polygon', points: [{ lat: 25, lng: 121.5 }, { lat: 25.1, lng: 121.5 }] };
    const { shadow } = await render(
      <EndpointForm label="新增圍籬" endpoint={fence.create} fields={fields} initialValues={{ name: '台北倉', shape: square }}
        mutation={createMutation((input: FenceInput) => createFence(input))} onSuccess={() => undefined}
        toInput={(v) => ({ name: v.name, iconType: 'building' as const, shape: v.shape!, triggers: { enter: true, leave: true }, message: '', options: { notify: false, carUids: [] } })} />,
      PAGE_KIT_CSS);
    await click(byName(shadow, '儲存'));
    const picker = await waitUntil(() => shadow.querySelector('fieldset.map-picker.field-invalid'), 'the area error');
    expect(picker.querySelector('.field-error')!.textContent).to.equal('圍籬範圍 至少需要 3 項。');
    expect(byName<HTMLInputElement>(shadow, '圍籬名稱').value).to.equal('台北倉');
    expect(picker.querySelector('.picker-status')!.textContent).to.equal('多邊形：2 個頂點，至少需要 3 個');
  });

  it('is not offered to a user without the endpoint\'s code', async () => {
    signInUser(['P_P01']);
    fakeApi();
    const { shadow } = await render(carForm().ui, PAGE_KIT_CSS);
    expect(shadow.querySelector('form')).to.equal(null);
    expect(shadow.textContent).to.contain('您沒有執行此操作的權限。');
  });

  it('passes axe with its errors shown', async () => {
    fakeApi();
    const { host, shadow } = await render(carForm().ui, PAGE_KIT_CSS);
    await click(byName(shadow, '儲存'));
    const result = await axe.run(host, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)).to.deep.equal([]);
  });
});
