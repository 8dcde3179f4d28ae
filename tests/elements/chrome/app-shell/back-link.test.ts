import { expect } from '@esm-bundle/chai';
import { readCarObj, SESSION_KEYS, writeCarDetailDataList } from '../../../../src/core/storage';
import { BACK_ERROR_MESSAGE, backAction, handOffBack, type HandOffDeps } from '../../../../src/apps/layouts/back-link';
import { fakeApi, reply } from '../../fake-api';
import { plus } from '../../../../src/core/api/contract/plus';

/** The 返回 link of the app-embedded pages (spec 2.9). */
describe('back link: which paths show it and what it does', () => {
  const cases: Array<[string, string]> = [
    ['/serviceManagement/app', 'none'],
    ['/serviceOrder/app/detail', 'none'],
    ['/serviceOrder/app/repurchase', 'none'],
    ['/serviceOrder/app/history', 'none'],
    ['/serviceOrder/app/paymentAccount', 'none'],
    ['/serviceManagement/app/step3', 'handOff'],
    ['/serviceManagement/app/step1', 'history'],
    ['/serviceManagement/app/plans', 'history'],
    ['/service/app/detail', 'history'],
    ['/serviceTerm/app', 'history'],
    ['/monitor', 'none'],
    ['/serviceManagement/step3', 'none'],
  ];
  for (const [path, action] of cases) {
    it(`spec 2.9: ${path} → ${action}`, () => expect(backAction(path)).to.equal(action));
  }
});

describe('back link: the step-3 one-time-token hand-off (spec 2.9)', () => {
  let errors: unknown[][] = [];
  const original = console.error;
  beforeEach(() => {
    sessionStorage.clear();
    errors = [];
    console.error = (...args: unknown[]) => { errors.push(args); };
  });
  afterEach(() => {
    console.error = original;
  });

  function deps(overrides: Partial<HandOffDeps> = {}) {
    const went: unknown[] = [];
    const stored: unknown[] = [];
    const d: HandOffDeps = {
      readList: () => [{ carUid: 'car-7' }, { carUid: 'car-8' }],
      onceToken: async () => ({ status: 0, data: 'once-abc' }),
      store: (obj) => { stored.push(obj); return true; },
      go: (to) => { went.push(to); },
      ...overrides,
    };
    return { d, went, stored };
  }

  it('takes the first car, asks for its token, stores carObj and goes to /serviceManagement/app?carUid&onceToken', async () => {
    const asked: string[] = [];
    const { d, went, stored } = deps({ onceToken: async (uid) => { asked.push(uid); return { status: 0, data: 'once-abc' }; } });
    expect(await handOffBack(d)).to.equal(true);
    expect(asked).to.deep.equal(['car-7']);
    expect(stored).to.deep.equal([{ carUid: 'car-7', onceToken: 'once-abc' }]);
    expect(went).to.deep.equal([{ path: '/serviceManagement/app', query: { carUid: 'car-7', onceToken: 'once-abc' } }]);
  });

  it('on a refused token it logs 返回上一頁時發生錯誤 and stays', async () => {
    const { d, went, stored } = deps({ onceToken: async () => ({ status: 4030001, message: '沒有權限' }) });
    expect(await handOffBack(d)).to.equal(false);
    expect([went, stored]).to.deep.equal([[], []]);
    expect(errors[0][0]).to.equal(BACK_ERROR_MESSAGE);
  });

  it('with no car in carDetailDataList it logs the error and stays', async () => {
    const { d, went } = deps({ readList: () => [] });
    expect(await handOffBack(d)).to.equal(false);
    expect(went).to.deep.equal([]);
    expect(errors[0][0]).to.equal(BACK_ERROR_MESSAGE);
  });

  it('with the real storage and API: carObj and onceToken land in session storage', async () => {
    writeCarDetailDataList([{ carUid: 'car-9' }]);
    const server = fakeApi().on(plus.onceToken, () => reply({ status: 0, data: 'once-xyz' })).otherwise(() => null);
    const went: unknown[] = [];
    expect(await handOffBack(await realDeps(went))).to.equal(true);
    expect(server.calls.map((c) => c.path)).to.deep.equal(['auth/once-token/car-9']);
    expect(readCarObj()).to.deep.equal({ carUid: 'car-9', onceToken: 'once-xyz' });
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.onceToken)!)).to.equal('once-xyz');
    expect(went).to.deep.equal([{ path: '/serviceManagement/app', query: { carUid: 'car-9', onceToken: 'once-xyz' } }]);
  });
});

/** The browser's own dependencies, with only the navigation recorded. */
async function realDeps(went: unknown[]): Promise<HandOffDeps> {
  const { readCarDetailDataList, writeCarHandOff } = await import('../../../../src/core/storage');
  const { requestOnceToken } = await import('../../../../src/core/api/plus');
  return { readList: readCarDetailDataList, onceToken: requestOnceToken, store: writeCarHandOff, go: (to) => { went.push(to); } };
}
