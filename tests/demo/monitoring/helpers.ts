import { expect } from 'vitest';
import type { TestApp } from '../harness';

type Res = Awaited<ReturnType<TestApp['call']>>;

/** A validation error naming the field (issue 3). */
export function expectInvalid(res: Res, field: string): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 4000001, field });
}

export function expectStatus(res: Res, http: number, status: number): void {
  expect(res.statusCode).toBe(http);
  expect(res.json().status).toBe(status);
}

export const expectNoToken = (res: Res) => expectStatus(res, 401, 4010001);
export const expectForbidden = (res: Res) => expectStatus(res, 403, 4030001);
export const expectNotFound = (res: Res) => expectStatus(res, 404, 4040001);

export function ok<T = any>(res: Res): T {
  if (res.statusCode !== 200 || res.json().status !== 0) throw new Error(`expected success, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json().data as T;
}

/** The file name of a download from its Content-Disposition header. */
export function downloadName(res: Res): string {
  const header = String(res.headers['content-disposition'] ?? '');
  return decodeURIComponent(header.replace(/^.*filename\*=UTF-8''/, ''));
}
