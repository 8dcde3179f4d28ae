import { describe, expect, it } from 'vitest';
import { buildHeaders, isAppViewPath, plusBearer, fillPath, queryString, type HeaderInput } from '../../../src/core/http/headers';

const keys = { apiKey: 'api-k', plusKey: 'plus-k', openApiKey: 'open-k' };
const input = (over: Partial<HeaderInput> = {}): HeaderInput => ({
  auth: 'none', keys, accessToken: 'acc', plusAccessToken: '', ...over,
});

describe('buildHeaders (spec 7.1)', () => {
  it('spec 7.1: every request accepts application/json', () => {
    expect(buildHeaders(input()).Accept).toBe('application/json');
  });

  it('spec 7.1: the content type is application/json by default', () => {
    expect(buildHeaders(input())['Content-Type']).toBe('application/json');
  });

  it('spec 7.1: a request that sets its own content type keeps it', () => {
    expect(buildHeaders(input({ contentType: 'text/csv' }))['Content-Type']).toBe('text/csv');
  });

  it('spec 7.1: a multipart request sends no content type so the browser adds the boundary', () => {
    expect(buildHeaders(input({ contentType: null }))).not.toHaveProperty('Content-Type');
  });

  it('spec 7.1: X-API-Key carries the standard key', () => {
    expect(buildHeaders(input())['X-API-Key']).toBe('api-k');
  });

  it('spec 7.1: a request that opts out sends no X-API-Key', () => {
    expect(buildHeaders(input({ noApiKey: true }))).not.toHaveProperty('X-API-Key');
  });

  it('spec 6: a sign-in style call (auth none) sends no bearer token', () => {
    expect(buildHeaders(input())).not.toHaveProperty('Authorization');
  });

  it('spec 6: a bearer call sends the access token', () => {
    expect(buildHeaders(input({ auth: 'bearer' })).Authorization).toBe('Bearer acc');
  });

  it('spec 6: a bearer call without a token sends no Authorization header', () => {
    expect(buildHeaders(input({ auth: 'bearer', accessToken: '' }))).not.toHaveProperty('Authorization');
  });

  it('spec 7.1: a plus request uses the plus key', () => {
    expect(buildHeaders(input({ auth: 'plus' }))['X-API-Key']).toBe('plus-k');
  });

  it('spec 2.9: an app-flow plus request in an app web view prefers the plus access token', () => {
    expect(buildHeaders(input({ auth: 'plus', appFlow: true, appView: true, plusAccessToken: 'plus-acc' })).Authorization).toBe('Bearer plus-acc');
  });

  it('issue 16: on a console page a plus request keeps the console token even with a plus token stored', () => {
    expect(buildHeaders(input({ auth: 'plus', appFlow: true, appView: false, plusAccessToken: 'plus-acc' })).Authorization).toBe('Bearer acc');
  });

  it('issue 16: a plus call outside the app flow (redeem) never sends the plus token', () => {
    expect(buildHeaders(input({ auth: 'plus', appView: true, plusAccessToken: 'plus-acc' })).Authorization).toBe('Bearer acc');
    expect(buildHeaders(input({ auth: 'plus', appView: true, accessToken: '', plusAccessToken: 'plus-acc' }))).not.toHaveProperty('Authorization');
  });

  it('issue 16: plusBearer says which token a plus call carries, for the pages that ask whether they may make it', () => {
    const tokens = { accessToken: 'acc', plusAccessToken: 'plus-acc' };
    expect(plusBearer({ ...tokens, appFlow: true, appView: true })).toEqual({ kind: 'plus', token: 'plus-acc' });
    expect(plusBearer({ ...tokens, appFlow: true, appView: false })).toEqual({ kind: 'console', token: 'acc' });
    expect(plusBearer({ accessToken: '', plusAccessToken: 'plus-acc', appFlow: false, appView: true })).toEqual({ kind: 'none', token: '' });
  });

  it('spec 2.9: an app-flow call with only a plus token sends it', () => {
    expect(buildHeaders(input({ auth: 'plus', appFlow: true, accessToken: '', plusAccessToken: 'plus-acc' })).Authorization).toBe('Bearer plus-acc');
  });

  it.each([['/serviceManagement/app', true], ['/serviceOrder/app/history', true], ['/service/app', true], ['/app.html', false], ['/appPrivacy', false], ['/serviceOrder', false]])(
    'spec 2.9: %s is an app web view: %s', (path, expected) => expect(isAppViewPath(path)).toBe(expected));

  it('spec 6: a plus request without a plus token falls back to the access token', () => {
    expect(buildHeaders(input({ auth: 'plus' })).Authorization).toBe('Bearer acc');
  });

  it('spec 7.1: an open-API request uses the open-API key and no bearer token', () => {
    const headers = buildHeaders(input({ auth: 'openApiKey' }));
    expect([headers['X-API-Key'], headers.Authorization]).toEqual(['open-k', undefined]);
  });

  it('spec 7.1: extra headers of a request are added last', () => {
    expect(buildHeaders(input({ extra: { 'X-Trace': 't-1' } }))['X-Trace']).toBe('t-1');
  });
});

describe('URL helpers (spec 7.1)', () => {
  it('spec 7.1: a query leaves out undefined and null and repeats array names', () => {
    expect(queryString({ limit: 50, offset: 0, skip: undefined, none: null, ids: [1, 2] })).toBe('?limit=50&offset=0&ids=1&ids=2');
  });

  it('spec 7.1: an empty query gives no question mark', () => {
    expect(queryString({})).toBe('');
  });

  it('spec 7.1: path parameters are substituted and encoded', () => {
    expect(fillPath('api/v0/bulletin/:uid', { uid: 'a/b' })).toBe('api/v0/bulletin/a%2Fb');
  });

  it('spec 7.1: a missing path parameter is an error', () => {
    expect(() => fillPath('car/v0/:uid', {})).toThrow('missing path parameter uid');
  });
});
