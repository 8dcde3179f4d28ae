import { describe, expect, it } from 'vitest';
import {
  formatLocation, formatQuery, isSameRoute, normalizePath, parseLocation, parseQuery, withoutParams,
} from '../../../src/core/navigation/query';

describe('query and location helpers (spec 2.1)', () => {
  it.each([
    ['/monitor/', '/monitor'],
    ['', '/'],
    ['/', '/'],
    ['monitor', '/monitor'],
  ])('spec 2.1: the path %j is normalised to %j', (path, normal) => {
    expect(normalizePath(path)).toBe(normal);
  });

  it('spec 2.1: a query string is parsed into names and decoded values', () => {
    expect(parseQuery('?carUid=7&name=%E7%8E%8B')).toEqual({ carUid: '7', name: '王' });
  });

  it('spec 2.1: the first value of a repeated query name wins', () => {
    expect(parseQuery('a=1&a=2')).toEqual({ a: '1' });
  });

  it('spec 2.1: a query is formatted in its given order, leaving out undefined and null', () => {
    expect(formatQuery({ b: 2, a: 'x', c: undefined, d: null, e: false })).toBe('?b=2&a=x&e=false');
  });

  it('spec 2.1: an empty query formats as nothing', () => {
    expect(formatQuery({})).toBe('');
  });

  it('spec 2.1: a location is parsed from a path with query and hash', () => {
    expect(parseLocation('/task/single/5/?tab=1#top')).toEqual({ path: '/task/single/5', query: { tab: '1' } });
  });

  it('spec 2.1: an absolute URL is parsed without its origin', () => {
    expect(parseLocation('https://fleet.example/monitor?x=1')).toEqual({ path: '/monitor', query: { x: '1' } });
  });

  it('spec 2.1: a location formats back to path and query', () => {
    expect(formatLocation({ path: '/dvrForApp', query: { carUid: 'c 1' } })).toBe('/dvrForApp?carUid=c+1');
  });

  it('spec 2.10: named parameters can be removed from a query', () => {
    expect(withoutParams({ accessToken: 'a', idToken: 'i', carUid: '7' }, ['accessToken', 'idToken'])).toEqual({ carUid: '7' });
  });

  it.each([
    ['the same path and query in another order', { path: '/a', query: { x: '1', y: '2' } }, { path: '/a', query: { y: '2', x: '1' } }, true],
    ['the same path with a trailing slash', { path: '/a/', query: {} }, { path: '/a', query: {} }, true],
    ['another query value', { path: '/a', query: { x: '1' } }, { path: '/a', query: { x: '2' } }, false],
    ['an extra query name', { path: '/a', query: {} }, { path: '/a', query: { x: '1' } }, false],
    ['another path', { path: '/a', query: {} }, { path: '/b', query: {} }, false],
  ])('spec 8: two locations with %s are the same route: %s', (_, a, b, same) => {
    expect(isSameRoute(a, b)).toBe(same);
  });
});
