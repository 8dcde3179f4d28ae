import { expect } from '@esm-bundle/chai';
import { getCar } from '../../../src/core/api/cars';
import { cars } from '../../../src/core/api/contract/cars';
import { createItemResource, unwrap } from '../../../src/core/resource';
import { Button } from '../../../src/elements/ui/button';
import { DetailPanel, type DetailItem } from '../../../src/elements/ui/page-kit/detail-panel';
import { PAGE_KIT_CSS } from '../../../src/elements/ui/page-kit/page-kit.css';
import { fail, fakeApi } from '../fake-api';
import { signInUser, signOutUser } from '../session-kit';
import { byName, cleanup, click, render, waitUntil } from '../ui/render';
import { car } from './kit-fixtures';

type Car = ReturnType<typeof car>;
const ITEMS: DetailItem<Car>[] = [
  { label: '車號', value: (c) => c.carNo },
  { label: '部門', value: (c) => c.departmentName },
  { label: '司機', value: (c) => c.driverName },
];

const panel = () => {
  const resource = createItemResource({ load: async () => unwrap(await getCar('car-1')) });
  return <DetailPanel heading="車輛資料" resource={resource} items={ITEMS} actions={<Button small>編輯</Button>} />;
};
const pairs = (shadow: ShadowRoot) => [...shadow.querySelectorAll('.detail-row')].map((row) => `${row.querySelector('dt')!.textContent}=${row.querySelector('dd')!.textContent}`);

beforeEach(() => signInUser(['P_P06']));
afterEach(async () => {
  await cleanup();
  signOutUser();
});

describe('detail panel', () => {
  it('shows the item as label and value pairs, a dash for an empty value', async () => {
    fakeApi().on(cars.get, { ...car(1), cycleUids: [] });
    const { shadow } = await render(panel(), PAGE_KIT_CSS);
    expect(shadow.querySelector('[role="status"]')!.textContent).to.equal('載入中…');
    await waitUntil(() => shadow.querySelector('dl'), 'the pairs');
    expect(pairs(shadow)).to.deep.equal(['車號=KEA-1001', '部門=北區', '司機=—']);
    expect(shadow.querySelector('h2')!.textContent).to.equal('車輛資料');
    expect(byName(shadow, '編輯')).to.not.equal(null);
  });

  it('shows the error with 重試, which loads again', async () => {
    let missing = true;
    fakeApi().on(cars.get, () => (missing ? fail(4040001) : { ...car(1), cycleUids: [] }));
    const { shadow } = await render(panel(), PAGE_KIT_CSS);
    await waitUntil(() => shadow.querySelector('.detail-error'), 'the error');
    expect(shadow.querySelector('.detail-error')!.textContent).to.contain('找不到資料。');
    missing = false;
    await click(byName(shadow, '重試'));
    await waitUntil(() => shadow.querySelector('dl'), 'the pairs');
    expect(pairs(shadow)[0]).to.equal('車號=KEA-1001');
  });
});
