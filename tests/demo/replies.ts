import { expect } from 'vitest';

/**
 * The one set of assertions on the reference server's answers, for every server test: an answer is
 * `{ status, data }` with status 0, or an HTTP error with the body's status code (issue 3) and, for
 * bad input, the field it names. A failure shows the body that came back.
 */

/** What `TestApp.call` (and a bare `fastify.inject`) answers. */
export interface Reply {
  statusCode: number;
  body?: string;
  json: <T = any>() => T;
}

const shown = (res: Reply) => res.body ?? JSON.stringify(res.json());

/** An error answer: its HTTP status and the body's status (and the field it names, when given). */
export function expectStatus(res: Reply, http: number, status: number, field?: string): void {
  expect(res.statusCode, shown(res)).toBe(http);
  expect(res.json().status, shown(res)).toBe(status);
  if (field !== undefined) expect(res.json().field, shown(res)).toBe(field);
}

/** A success: HTTP 200 and status 0; returns the answer's data. */
export function expectOk<T = any>(res: Reply): T {
  expect(res.statusCode, shown(res)).toBe(200);
  const body = res.json();
  expect(body.status, shown(res)).toBe(0);
  return body.data as T;
}

/** Issue 3: bad input answers 400 / 4000001 naming the field. */
export function expectInvalid(res: Reply, field: string): void {
  expect(res.statusCode, shown(res)).toBe(400);
  expect(res.json()).toMatchObject({ status: 4000001, field });
}

/** Issue 3: without a bearer token a call answers 401 / 4010001. */
export const expectNoToken = (res: Reply) => expectStatus(res, 401, 4010001);
/** Spec 6: a caller without the screen's code answers 403 / 4030001. */
export const expectForbidden = (res: Reply) => expectStatus(res, 403, 4030001);
/** Issue 3: another enterprise's record is simply not found (404 / 4040001). */
export const expectNotFound = (res: Reply) => expectStatus(res, 404, 4040001);
