import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { DAY_MS, taipeiDate } from '../../../demo/server/time';
import { TEST_NOW } from '../test-clock';
import { HEADER, importFile, xlsxOf } from './import-files';

/** Issue 22, 7: ten users importing valid 500-row files at once. */

let t: TestApp;
let admin: string;
let carNos: string[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  carNos = (await t.app.ctx.db.query<{ car_no: string }>(
    `SELECT car_no FROM cars WHERE enterprise_uid = 'ent-a' AND enabled_code AND NOT deleted ORDER BY car_no`)).map((c) => c.car_no);
});
afterAll(() => t.close());

const FILES = 10;
const ROWS = 500;
const STOPS = 5;

/** File `f`: 100 tasks of five stops each, every stop noted with the file's mark so its rows can be counted. */
function crowdFile(f: number): Buffer {
  const day = taipeiDate(TEST_NOW + (30 + f) * DAY_MS);
  return xlsxOf([HEADER, ...Array.from({ length: ROWS }, (_, i) => {
    const task = Math.floor(i / STOPS);
    return [`F${f}-T${task}`, day, carNos[task % carNos.length], 'demo-driver', (i % STOPS) + 1, `站 ${i}`, '臺北港', '', '', `crowd-${f}`];
  })]);
}

const landed = async (f: number) => (await t.app.ctx.db.one<{ tasks: number; stops: number }>(
  `SELECT count(DISTINCT uid)::int AS tasks, count(*)::int AS stops FROM tasks, jsonb_array_elements(stops) AS s
   WHERE enterprise_uid = 'ent-a' AND s->>'note' = $1`, [`crowd-${f}`]))!;

describe('importing under a crowd (issue 22, 7)', () => {
  it('ten parallel imports of 500-row files all succeed, each row lands once, and a GET sent meanwhile answers before the last import', async () => {
    const files = Array.from({ length: FILES }, (_, f) => crowdFile(f));
    const finished: string[] = [];
    const imports = files.map((file, f) => importFile(t, admin, file).then((res) => { finished.push(`import ${f}`); return res; }));
    const read = t.call({ method: 'GET', url: '/api/enterprise/v0', token: admin }).then((res) => { finished.push('get'); return res; });

    const answers = await Promise.all(imports);
    expect(answers.map((res) => res.json())).toEqual(Array(FILES).fill({ status: 0, data: { created: ROWS / STOPS } }));
    expect((await read).json()).toMatchObject({ status: 0, data: { uid: 'ent-a' } });
    expect(finished.indexOf('get')).toBeLessThan(finished.length - 1);
    for (let f = 0; f < FILES; f += 1) {
      expect(await landed(f)).toEqual({ tasks: ROWS / STOPS, stops: ROWS });
    }
  }, 120_000);
});
