import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../../src/core/http';
import { $departmentOptions, $driverOptions, $managedCarOptions, refreshOptions } from '../../../src/core/resource';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { settle } from './deferred';

const page = (list: unknown[]) => ({ status: 0, data: { total: list.length, offset: 0, limit: 1000, list } });
const department = (uid: string, name: string) => ({ uid, name, category: 'department', sort: 1, usage: 0, createdAt: 0 });

/** Answers by the path's end; records each path asked. */
function serve(answers: Record<string, () => unknown>) {
  const asked: string[] = [];
  setFetch(vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0];
    asked.push(`${path} ${init?.body ?? ''}`);
    const key = Object.keys(answers).find((end) => path.endsWith(end));
    return new Response(JSON.stringify(key ? answers[key]() : { status: 4040001 }), { status: 200 });
  }) as unknown as typeof fetch);
  return asked;
}

const signIn = () => writeSession({ ...EMPTY_SESSION, accessToken: 'access-1' });

afterEach(async () => {
  writeSession(EMPTY_SESSION);
  await refreshOptions();
});

describe('cached option stores', () => {
  it('the first subscriber loads the departments; a second one shares them', async () => {
    signIn();
    const asked = serve({ 'options/v0/list': () => page([department('d-1', '北區車隊')]) });
    const stopA = $departmentOptions.listen(() => undefined);
    const stopB = $departmentOptions.listen(() => undefined);
    await settle();
    expect($departmentOptions.get()).toMatchObject({ options: [{ value: 'd-1', label: '北區車隊' }], loading: false, error: '' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('"category":"department"');
    stopA();
    stopB();
  });

  it('refreshOptions loads a catalogue again after a change', async () => {
    signIn();
    let name = '北區車隊';
    serve({ 'options/v0/list': () => page([department('d-1', name)]) });
    const stop = $departmentOptions.listen(() => undefined);
    await settle();
    name = '北區一隊';
    await refreshOptions('departments');
    expect($departmentOptions.get().options).toEqual([{ value: 'd-1', label: '北區一隊' }]);
    stop();
  });

  it('managed cars leave out deleted cars and sort by car number', async () => {
    signIn();
    serve({ 'car/v0/list': () => page([
      { uid: 'c-2', carNo: 'KEA-2000', deleted: false }, { uid: 'c-3', carNo: 'KEA-0500', deleted: true }, { uid: 'c-1', carNo: 'KEA-1000', deleted: false },
    ]) });
    const stop = $managedCarOptions.listen(() => undefined);
    await settle();
    expect($managedCarOptions.get().options).toEqual([{ value: 'c-1', label: 'KEA-1000' }, { value: 'c-2', label: 'KEA-2000' }]);
    stop();
  });

  it('a failure shows a message in Traditional Chinese', async () => {
    signIn();
    serve({ 'users/v0/driver/list': () => ({ status: 4030001, message: '您沒有執行此操作的權限。' }) });
    const stop = $driverOptions.listen(() => undefined);
    await settle();
    expect($driverOptions.get()).toMatchObject({ rows: [], loading: false, error: '您沒有執行此操作的權限。' });
    stop();
  });

  it('signing out empties a catalogue and signing in loads it again', async () => {
    signIn();
    let name = '甲公司車隊';
    serve({ 'options/v0/list': () => page([department('d-1', name)]) });
    const stop = $departmentOptions.listen(() => undefined);
    await settle();
    writeSession(EMPTY_SESSION);
    expect($departmentOptions.get().rows).toEqual([]);
    name = '乙公司車隊';
    writeSession({ ...EMPTY_SESSION, accessToken: 'access-2' });
    await settle();
    expect($departmentOptions.get().options).toEqual([{ value: 'd-1', label: '乙公司車隊' }]);
    stop();
  });
});
