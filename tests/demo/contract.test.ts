/// <reference types="vite/client" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/core/api/contract/endpoint';
import { HOST_PREFIX } from '../../demo/server/http/register';
import { startTestApp, type TestApp } from './harness';
import { expectForbidden, expectNoToken } from './replies';

/**
 * The contract and the reference server cannot drift: every call declared in src/core/api/contract
 * is served, documented at /api/docs and given a typed client function; and every call refuses a
 * missing token, a missing permission code and bad input the same documented way (issue 3).
 */
const contractModules = import.meta.glob<Record<string, unknown>>('../../src/core/api/contract/*.ts', { eager: true });

function isEndpoint(value: unknown): value is Endpoint {
  return !!value && typeof value === 'object' && 'id' in value && 'method' in value && 'path' in value && 'host' in value && 'response' in value;
}

/** Every endpoint of the contract, with the name of the group object that holds it. */
const declared: Array<{ group: string; key: string; ep: Endpoint }> = [];
for (const mod of Object.values(contractModules)) {
  for (const [group, value] of Object.entries(mod)) {
    if (!value || typeof value !== 'object' || isEndpoint(value)) continue;
    for (const [key, ep] of Object.entries(value)) if (isEndpoint(ep)) declared.push({ group, key, ep });
  }
}

const clientSource = readdirSync(path.resolve(__dirname, '../../src/core/api'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(path.resolve(__dirname, '../../src/core/api', f), 'utf8'))
  .join('\n');

const VIEWER_CODES = ['P_P01', 'P_P03', 'P_P05'];
const DRIVER_CODES = ['P_P13', 'P_P36'];

function urlOf(ep: Endpoint): string {
  return `${HOST_PREFIX[ep.host]}/${ep.path.replace(/:([A-Za-z_]\w*)/g, 'contract-test-$1')}`;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the shared API contract (issue 2, issue 3)', () => {
  it('declares each endpoint id once', () => {
    const ids = declared.map((d) => d.ep.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(150);
  });

  it('every call of the contract is served by the reference server, and nothing else is', () => {
    const served = new Set(t.app.registrar.endpoints.map((ep) => ep.id));
    const missing = declared.map((d) => d.ep.id).filter((id) => !served.has(id));
    expect(missing).toEqual([]);
    const undeclared = [...served].filter((id) => !declared.some((d) => d.ep.id === id));
    expect(undeclared).toEqual([]);
  });

  it('the server registers the very objects of the contract', () => {
    for (const ep of t.app.registrar.endpoints) {
      expect(declared.find((d) => d.ep.id === ep.id)?.ep).toBe(ep);
    }
  });

  it('the OpenAPI description at /api/docs lists every call', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(new Set(operations)).toEqual(new Set(declared.map((d) => d.ep.id)));
  });

  it('every list call pages one way: POST in the body, GET in the query, and message/v0/list in the query as spec 7.3 fixes', () => {
    const hasPaging = (schema: unknown) => {
      const props = (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
      return 'offset' in props && 'limit' in props;
    };
    const isPage = (schema: unknown): boolean => {
      const s = schema as { properties?: Record<string, unknown>; anyOf?: unknown[] };
      return (!!s.properties?.list && !!s.properties.total) || (s.anyOf ?? []).some(isPage);
    };
    const SPEC_FIXED_QUERY = ['message.list'];
    const lists = declared.filter(({ ep }) => isPage(ep.response)).map(({ ep }) => ep);
    expect(lists.length).toBeGreaterThan(20);
    const wrong = lists
      .filter((ep) => {
        const inQuery = ep.method === 'GET' || SPEC_FIXED_QUERY.includes(ep.id);
        return inQuery ? !hasPaging(ep.query) || hasPaging(ep.body) : !hasPaging(ep.body) || hasPaging(ep.query);
      })
      .map((ep) => ep.id);
    expect(wrong).toEqual([]);
  });

  it('every call has a typed client function in src/core/api', () => {
    const without = declared.filter(({ group, key }) => !clientSource.includes(`${group}.${key}`)).map((d) => d.ep.id);
    expect(without).toEqual([]);
  });
});

describe('every call refuses what it must (issue 3)', () => {
  const bearer = declared.filter((d) => d.ep.auth === 'bearer');

  it.each(bearer.map((d) => [d.ep.id, d.ep] as const))('%s answers 401 without a token', async (_id, ep) => {
    const res = await t.call({ method: ep.method, url: urlOf(ep), payload: ep.method === 'GET' ? undefined : {} });
    expectNoToken(res);
  });

  const guarded = bearer.filter((d) => d.ep.permission && d.ep.permission.length > 0)
    .map((d) => {
      const codes = d.ep.permission as readonly string[];
      const who = !codes.some((c) => VIEWER_CODES.includes(c)) ? 'demo-viewer' : !codes.some((c) => DRIVER_CODES.includes(c)) ? 'demo-driver' : null;
      return [d.ep.id, d.ep, who] as const;
    })
    .filter(([, , who]) => who !== null);

  it.each(guarded)('%s answers 403 to a user without its permission code', async (_id, ep, who) => {
    const token = await t.tokenOf(who!);
    const res = await t.call({ method: ep.method, url: urlOf(ep), token, payload: ep.method === 'GET' ? undefined : {} });
    expectForbidden(res);
  });

  // Issue 10, 3: a platform-wide call is the operator's, whatever codes an enterprise's admin holds.
  const operatorOnly = declared.filter((d) => d.ep.operatorOnly).map((d) => [d.ep.id, d.ep] as const);

  it.each(operatorOnly)('%s answers 403 to an enterprise\'s administrator holding every code', async (_id, ep) => {
    const res = await t.call({ method: ep.method, url: urlOf(ep), token: await t.tokenOf('demo-admin'), payload: ep.method === 'GET' ? undefined : {} });
    expectForbidden(res);
  });

  // Issue 10, 2: the plus host checks the code of a console token, and a plus token opens only the
  // app flow's calls; both before the input is read, so an empty body shows the refusal.
  const plusGuarded = declared.filter((d) => d.ep.auth === 'plus' && d.ep.permission?.length)
    .map((d) => [d.ep.id, d.ep] as const);

  it.each(plusGuarded)('%s answers 403 to a console token without its permission code', async (_id, ep) => {
    const res = await t.call({ method: ep.method, url: urlOf(ep), token: await t.tokenOf('demo-viewer'), payload: ep.method === 'GET' ? undefined : {} });
    expectForbidden(res);
  });

  const notAppFlow = declared.filter((d) => d.ep.auth === 'plus' && !d.ep.appFlow).map((d) => [d.ep.id, d.ep] as const);

  it.each(notAppFlow)('%s answers 403 to a plus token (not a call of the app flow)', async (_id, ep) => {
    const car = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND NOT deleted ORDER BY uid LIMIT 1`))!.uid;
    const headers = { 'x-api-key': 'fms-demo-plus-key' };
    const once = await t.call({ method: 'GET', url: `${HOST_PREFIX.plus}/auth/once-token/${car}`, token: await t.tokenOf('demo-admin'), headers });
    const redeemed = await t.call({ method: 'POST', url: `${HOST_PREFIX.plus}/auth/validate/once-token`, headers, payload: { onceToken: once.json().data, carUid: car } });
    const res = await t.call({ method: ep.method, url: urlOf(ep), token: redeemed.json().data.plusAccessToken, headers, payload: ep.method === 'GET' ? undefined : {} });
    expectForbidden(res);
  });

  const withRequiredBody = declared.filter((d) => d.ep.kind !== 'multipart' && d.ep.auth === 'bearer'
    && ((d.ep.body as unknown as { required?: string[] } | undefined)?.required?.length ?? 0) > 0);

  it.each(withRequiredBody.map((d) => [d.ep.id, d.ep] as const))('%s rejects a body without its required fields, naming one', async (_id, ep) => {
    const token = await t.tokenOf(ep.driverScoped ? 'demo-driver' : ep.operatorOnly ? 'demo-operator' : 'demo-admin');
    const res = await t.call({ method: ep.method, url: urlOf(ep), token, payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(4000001);
    expect((ep.body as unknown as { required: string[] }).required).toContain(body.field.split('.')[0]);
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
