import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep, MAX_JSON_DEPTH } from '../../../demo/server/http/json-depth';
import { startTestApp, type TestApp } from '../harness';
import { expectOk } from '../replies';

/** Issue 22, 21: JSON nested past the limit is a 400 with a clear message, never a 500. */
const nested = (levels: number, open = '[', close = ']') => `${open.repeat(levels)}${close.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('jsonTooDeep', () => {
  it.each([
    ['empty object', '{}', false],
    ['the limit exactly', nested(MAX_JSON_DEPTH), false],
    ['one past the limit', nested(MAX_JSON_DEPTH + 1), true],
    ['objects past the limit', deepObject(MAX_JSON_DEPTH + 1), true],
    ['brackets inside a string', `{"a":"${'['.repeat(1000)}"}`, false],
    ['an escaped quote does not end the string', `{"a":"\\"${'{'.repeat(1000)}"}`, false],
    ['an escaped backslash ends before the quote', `["\\\\", ${nested(MAX_JSON_DEPTH)}]`, true],
    ['siblings do not add up', `[${Array.from({ length: 200 }, () => '[]').join(',')}]`, false],
    ['100,000 levels', nested(100_000), true],
  ])('%s', (_name, text, deep) => {
    expect(jsonTooDeep(text)).toBe(deep);
  });
});

describe('the JSON body parser', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.tokenOf('demo-admin');
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: string, withToken = false) =>
    t.call({ method, url, payload, headers: { 'content-type': 'application/json' }, ...(withToken ? { token } : {}) });

  it.each([
    ['sign-in', 'POST', '/api/auth/v0/sign-in', false],
    ['the public monthly report', 'POST', '/api/report/v0/monthly', false],
    ['the account-name check', 'POST', '/api/enterprise/v0/check-unique', false],
    ['a task list', 'POST', '/api/task/v0/list', true],
    ['the custom content', 'PUT', '/api/enterprise/v0/custom-content', true],
  ] as const)('%s answers 100,000 levels with 400 and the message', async (_name, method, url, withToken) => {
    for (const body of [nested(100_000), deepObject(100_000), `{"name":${nested(100_000)}}`]) {
      const res = await send(method, url, body, withToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 4000001, field: 'body', message: JSON_TOO_DEEP_MESSAGE });
    }
  });

  it('twenty levels are still read: a sign-in carrying them signs in', async () => {
    const body = `{"name":"demo-admin","password":"fleet-demo-2021","device":${deepObject(20)}}`;
    const res = await send('POST', '/api/auth/v0/sign-in', body);
    expectOk(res);
  });
});
