import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { expectForbidden, expectInvalid, expectNoToken, expectNotFound } from './guards';
import { expectStatus } from '../replies';

let t: TestApp;
let admin: string;
let viewer: string;
let bAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  [admin, viewer, bAdmin] = await Promise.all([t.tokenOf('demo-admin'), t.tokenOf('demo-viewer'), t.tokenOf('demo-b-admin')]);
});
afterAll(() => t.close());

const getEnterprise = { method: 'GET', url: '/api/enterprise/v0' } as const;

describe('enterprise data (spec 7.4, page /enterprise P_P10)', () => {
  it('spec 7.4: GET enterprise/v0 returns the caller\'s enterprise with its counts', async () => {
    const a = (await t.call({ ...getEnterprise, token: admin })).json();
    expect(a.status).toBe(0);
    expect(a.data).toMatchObject({ uid: 'ent-a', name: '台灣好運物流股份有限公司', code: 'HAOYUN' });
    expect(a.data.stats.cars).toBe(16);
    const b = (await t.call({ ...getEnterprise, token: bAdmin })).json();
    expect(b.data.uid).toBe('ent-b');
  });

  it('spec 6: GET enterprise/v0 needs a token and P_P10', async () => {
    await expectNoToken(t, getEnterprise);
    await expectForbidden(t, getEnterprise, viewer);
  });

  it('spec 7.4: PUT enterprise/v0 saves the changes and logs them', async () => {
    const res = (await t.call({ method: 'PUT', url: '/api/enterprise/v0', token: admin, payload: { contactName: '王大明經理', phone: '02-2700-9999' } })).json();
    expect(res.data).toMatchObject({ contactName: '王大明經理', phone: '02-2700-9999' });
    expect((await t.call({ ...getEnterprise, token: admin })).json().data.phone).toBe('02-2700-9999');
    const log = (await t.call({ method: 'POST', url: '/api/log-operation/v0/list', token: admin, payload: { keyword: '修改企業資料' } })).json();
    expect(log.data.total).toBeGreaterThan(0);
  });

  it('spec 5: a tax id failing the checksum, or an empty body, is a validation error', async () => {
    await expectInvalid(t, { method: 'PUT', url: '/api/enterprise/v0', payload: { taxId: '12345678' } }, admin, 'taxId');
    await expectInvalid(t, { method: 'PUT', url: '/api/enterprise/v0', payload: {} }, admin, 'body');
  });

  it('spec 7.4: another enterprise\'s name is a conflict', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/enterprise/v0', token: bAdmin, payload: { name: '台灣好運物流股份有限公司' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 4090001, field: 'name' });
  });

  it('spec 7.4: PUT enterprise/v0 needs a token and P_P10', async () => {
    await expectNoToken(t, { method: 'PUT', url: '/api/enterprise/v0', payload: { phone: '02-1234-5678' } });
    await expectForbidden(t, { method: 'PUT', url: '/api/enterprise/v0', payload: { phone: '02-1234-5678' } }, viewer);
  });

  it('spec 7.4: generate-code gives a code no enterprise has, which PUT then saves', async () => {
    const { code } = (await t.call({ method: 'GET', url: '/api/enterprise/v0/generate-code', token: admin })).json().data;
    expect(code).toMatch(/^FM[A-Z0-9]{6}$/);
    const saved = (await t.call({ method: 'PUT', url: '/api/enterprise/v0', token: bAdmin, payload: { code } })).json();
    expect(saved.data.code).toBe(code);
    const taken = await t.call({ method: 'PUT', url: '/api/enterprise/v0', token: admin, payload: { code } });
    expect(taken.json()).toMatchObject({ status: 4090001, field: 'code' });
    await expectNoToken(t, { method: 'GET', url: '/api/enterprise/v0/generate-code' });
    await expectForbidden(t, { method: 'GET', url: '/api/enterprise/v0/generate-code' }, viewer);
  });
});

describe('enterprise settings (spec 7.4, page /setting)', () => {
  it('spec 7.4: settings start at the defaults, and the default call gives the same', async () => {
    const current = (await t.call({ method: 'GET', url: '/api/enterprise/v0/settings', token: bAdmin })).json().data;
    const defaults = (await t.call({ method: 'GET', url: '/api/enterprise/v0/settings/default', token: bAdmin })).json().data;
    expect(current).toEqual(defaults);
    expect(defaults.speeding.limitKmh).toBe(90);
  });

  it('spec 7.4: PUT settings replaces the sections sent, for the caller\'s enterprise only', async () => {
    const res = (await t.call({ method: 'PUT', url: '/api/enterprise/v0/settings', token: admin, payload: { speeding: { limitKmh: 80, durationSeconds: 5 } } })).json();
    expect(res.data.speeding).toEqual({ limitKmh: 80, durationSeconds: 5 });
    expect(res.data.idle.alertMinutes).toBe(10);
    const again = (await t.call({ method: 'GET', url: '/api/enterprise/v0/settings', token: admin })).json().data;
    expect(again.speeding.limitKmh).toBe(80);
    const b = (await t.call({ method: 'GET', url: '/api/enterprise/v0/settings', token: bAdmin })).json().data;
    expect(b.speeding.limitKmh).toBe(90);
  });

  it('spec 7.4: out-of-range and inconsistent settings are validation errors', async () => {
    await expectInvalid(t, { method: 'PUT', url: '/api/enterprise/v0/settings', payload: { speeding: { limitKmh: 500, durationSeconds: 5 } } }, admin, 'speeding.limitKmh');
    await expectInvalid(t, { method: 'PUT', url: '/api/enterprise/v0/settings', payload: { workingHours: { start: '18:00', end: '08:00', days: [1] } } }, admin, 'workingHours.end');
  });

  it('spec 6: settings need a token and P_P09 or P_P10', async () => {
    for (const url of ['/api/enterprise/v0/settings', '/api/enterprise/v0/settings/default']) {
      await expectNoToken(t, { method: 'GET', url });
      await expectForbidden(t, { method: 'GET', url }, viewer);
    }
    await expectForbidden(t, { method: 'PUT', url: '/api/enterprise/v0/settings', payload: { idle: { alertMinutes: 5 } } }, viewer);
  });
});

describe('options (spec 3, 7.4)', () => {
  it('spec 3: common/list gives car_kind, etc_type and fuel_type in Traditional Chinese', async () => {
    const all = (await t.call({ method: 'POST', url: '/api/options/v0/common/list', token: viewer, payload: {} })).json().data;
    expect(all.car_kind.map((o: { label: string }) => o.label)).toContain('曳引車');
    expect(all.fuel_type.map((o: { label: string }) => o.label)).toEqual(['柴油', '汽油', '電動', '油電']);
    expect(all.etc_type).toHaveLength(3);
    const one = (await t.call({ method: 'POST', url: '/api/options/v0/common/list', token: viewer, payload: { kinds: ['fuel_type'] } })).json().data;
    expect(Object.keys(one)).toEqual(['fuel_type']);
    await expectInvalid(t, { method: 'POST', url: '/api/options/v0/common/list', payload: { kinds: ['colour'] } }, viewer, 'kinds.0');
    await expectNoToken(t, { method: 'POST', url: '/api/options/v0/common/list', payload: {} });
  });

  it('spec 3: options/v0/list gives the enterprise\'s departments, to any signed-in user', async () => {
    const res = (await t.call({ method: 'POST', url: '/api/options/v0/list', token: viewer, payload: { category: 'department' } })).json();
    expect(res.data.list.map((o: { name: string }) => o.name)).toEqual(['北區車隊', '中區車隊', '南區車隊', '冷鏈車隊']);
    const b = (await t.call({ method: 'POST', url: '/api/options/v0/list', token: bAdmin, payload: { category: 'department' } })).json();
    expect(b.data.list.map((o: { name: string }) => o.name)).not.toContain('北區車隊');
    const paged = (await t.call({ method: 'POST', url: '/api/options/v0/list', token: viewer, payload: { category: 'department', offset: 1, limit: 2 } })).json();
    expect(paged.data).toMatchObject({ total: 4, offset: 1, limit: 2 });
    expect(paged.data.list).toHaveLength(2);
    await expectInvalid(t, { method: 'POST', url: '/api/options/v0/list', payload: { category: 'colour' } }, viewer, 'category');
    await expectNoToken(t, { method: 'POST', url: '/api/options/v0/list', payload: { category: 'task' } });
  });

  it('spec 7.4: an option is created, renamed and deleted; its name is unique in its category', async () => {
    const created = (await t.call({ method: 'POST', url: '/api/options/v0', token: admin, payload: { category: 'task', name: '夜間配送' } })).json();
    expect(created.data).toMatchObject({ category: 'task', name: '夜間配送' });
    const dup = await t.call({ method: 'POST', url: '/api/options/v0', token: admin, payload: { category: 'task', name: '夜間配送' } });
    expect(dup.json()).toMatchObject({ status: 4090001, field: 'name' });
    const renamed = (await t.call({ method: 'PUT', url: `/api/options/v0/${created.data.uid}`, token: admin, payload: { name: '夜間專車' } })).json();
    expect(renamed.data.name).toBe('夜間專車');
    const del = (await t.call({ method: 'DELETE', url: '/api/options/v0', token: admin, payload: { uids: [created.data.uid] } })).json();
    expect(del.data.deleted).toBe(1);
    const list = (await t.call({ method: 'POST', url: '/api/options/v0/list', token: admin, payload: { category: 'task', keyword: '夜間' } })).json();
    expect(list.data.total).toBe(0);
  });

  it('spec 7.4: a department still used by cars cannot be deleted (4090001)', async () => {
    const res = await t.call({ method: 'DELETE', url: '/api/options/v0', token: admin, payload: { uids: ['opt-a-dep-1'] } });
    expectStatus(res, 409, 4090001);
  });

  it('issue 11: a task kind or maintenance item still in use counts its users, and is not deleted', async () => {
    const listOf = async (category: string) => (await t.call({ method: 'POST', url: '/api/options/v0/list', token: admin, payload: { category, limit: 100 } })).json().data.list as Array<{ uid: string; name: string; usage: number }>;
    const kinds = await listOf('task');
    const usedKind = kinds.find((o) => o.usage > 0);
    expect(usedKind, 'a seeded task names a kind').toBeDefined();
    const items = await listOf('maintenance');
    const usedItem = items.find((o) => o.usage > 0);
    expect(usedItem, 'a seeded cycle lists an item').toBeDefined();
    for (const [used, what] of [[usedKind!, '任務'], [usedItem!, '保養']] as const) {
      const res = await t.call({ method: 'DELETE', url: '/api/options/v0', token: admin, payload: { uids: [used.uid] } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 4090001, field: 'uids' });
      expect(res.json().message).toContain(`「${used.name}」仍有 ${used.usage} 筆${what}`);
    }
    // A new kind nothing uses yet counts none and goes.
    const fresh = (await t.call({ method: 'POST', url: '/api/options/v0', token: admin, payload: { category: 'task', name: '尚未使用' } })).json().data;
    expect(fresh.usage).toBe(0);
    expect((await t.call({ method: 'DELETE', url: '/api/options/v0', token: admin, payload: { uids: [fresh.uid] } })).json().data.deleted).toBe(1);
  });

  it('spec 7.4: option changes validate input and need P_P10', async () => {
    await expectInvalid(t, { method: 'POST', url: '/api/options/v0', payload: { category: 'task', name: '' } }, admin, 'name');
    await expectInvalid(t, { method: 'PUT', url: '/api/options/v0/opt-a-task-1', payload: {} }, admin, 'body');
    await expectInvalid(t, { method: 'DELETE', url: '/api/options/v0', payload: { uids: [] } }, admin, 'uids');
    await expectForbidden(t, { method: 'POST', url: '/api/options/v0', payload: { category: 'task', name: '測試' } }, viewer);
    await expectForbidden(t, { method: 'PUT', url: '/api/options/v0/opt-a-task-1', payload: { name: '測試' } }, viewer);
    await expectForbidden(t, { method: 'DELETE', url: '/api/options/v0', payload: { uids: ['opt-a-task-1'] } }, viewer);
    await expectNoToken(t, { method: 'POST', url: '/api/options/v0', payload: { category: 'task', name: '測試' } });
    await expectNoToken(t, { method: 'PUT', url: '/api/options/v0/opt-a-task-1', payload: { name: '測試' } });
    await expectNoToken(t, { method: 'DELETE', url: '/api/options/v0', payload: { uids: ['opt-a-task-1'] } });
  });

  it('issue 3: another enterprise cannot rename or delete A\'s options', async () => {
    await expectNotFound(t, { method: 'PUT', url: '/api/options/v0/opt-a-task-1', payload: { name: '竄改' } }, bAdmin);
    await expectNotFound(t, { method: 'DELETE', url: '/api/options/v0', payload: { uids: ['opt-a-task-1'] } }, bAdmin);
  });
});

describe('custom content (page /customize, P_P18)', () => {
  const put = (token: string, html: string) => t.call({ method: 'PUT', url: '/api/enterprise/v0/custom-content', token, payload: { html } });
  const get = (token: string) => t.call({ method: 'GET', url: '/api/enterprise/v0/custom-content', token });

  it('PUT enterprise/v0/custom-content saves the text for its own enterprise only, and anyone signed in reads it', async () => {
    const saved = (await put(admin, '<p>本週<b>保養</b>提醒</p>')).json();
    expect(saved.data).toMatchObject({ html: '<p>本週<b>保養</b>提醒</p>' });
    expect(saved.data.updatedAt).toBeGreaterThan(0);
    expect((await get(viewer)).json().data.html).toBe('<p>本週<b>保養</b>提醒</p>');
    expect((await get(bAdmin)).json().data.html).not.toContain('保養');
  });

  it('spec 6: saving needs a token and P_P18; reading needs a token', async () => {
    await expectNoToken(t, { method: 'GET', url: '/api/enterprise/v0/custom-content' });
    await expectNoToken(t, { method: 'PUT', url: '/api/enterprise/v0/custom-content', payload: { html: '' } });
    await expectForbidden(t, { method: 'PUT', url: '/api/enterprise/v0/custom-content', payload: { html: '' } }, viewer);
  });

  it('content longer than 20 000 characters is a validation error', async () => {
    await expectInvalid(t, { method: 'PUT', url: '/api/enterprise/v0/custom-content', payload: { html: 'x'.repeat(20_001) } }, admin, 'html');
  });
});
