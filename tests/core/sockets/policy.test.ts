import { describe, expect, it } from 'vitest';
import { RECONNECT_POLICY, reconnectDelay, socketOptions, socketUrl } from '../../../src/core/sockets';

describe('reconnect delay', () => {
  it.each([
    [0, 0, 1000],
    [1, 0, 2000],
    [2, 0, 4000],
    [4, 0, 16_000],
    [5, 0, 30_000],
    [50, 0, 30_000],
    [5000, 0, 30_000],
  ])('spec 7.12: attempt %i without jitter waits %i ms', (attempt, random, expected) => {
    expect(reconnectDelay(attempt, () => random)).toBe(expected);
  });

  it.each([
    [0, 0.5, 750],
    [0, 0.999, 500],
    [3, 0.25, 7000],
    [50, 0.5, 22_500],
  ])('spec 7.12: attempt %i with random %f is shortened to %i ms', (attempt, random, expected) => {
    expect(reconnectDelay(attempt, () => random)).toBe(Math.round(expected));
  });

  it('spec 7.12: the wait never exceeds the cap, whatever the random number', () => {
    expect(reconnectDelay(99, () => -5)).toBe(RECONNECT_POLICY.maxMs);
  });

  it('spec 7.12: a negative or unreadable attempt waits like the first', () => {
    expect([reconnectDelay(-3, () => 0), reconnectDelay(Number.NaN, () => 0)]).toEqual([1000, 1000]);
  });

  it('spec 7.12: another policy can be given', () => {
    expect(reconnectDelay(3, () => 0, { baseMs: 100, maxMs: 500, jitter: 0 })).toBe(500);
  });
});

describe('socket URL', () => {
  it.each([
    ['', '/fms-monitor', '/fms-monitor'],
    ['https://rt.example.com', '/fms-event', 'https://rt.example.com/fms-event'],
    ['https://rt.example.com/', '/fms-event', 'https://rt.example.com/fms-event'],
    ['https://rt.example.com:8443/ignored/path', '/fms-monitor', 'https://rt.example.com:8443/fms-monitor'],
    ['http://localhost:3000', '/fms-monitor', 'http://localhost:3000/fms-monitor'],
  ])('spec 7.12: origin %j and namespace %s connect to %s', (origin, namespace, expected) => {
    expect(socketUrl(origin, namespace)).toBe(expected);
  });

  it('spec 7.12: an origin that is not a URL is refused', () => {
    expect(() => socketUrl('rt.example.com', '/fms-event')).toThrow(TypeError);
  });
});

describe('socket options', () => {
  const options = socketOptions(() => 'access-1');

  it('spec 7.12: the connection uses the path /socket', () => {
    expect(options.path).toBe('/socket');
  });

  it('spec 7.12: the connection uses the websocket transport only', () => {
    expect(options.transports).toEqual(['websocket']);
  });

  it('spec 7.12: the connection reconnects automatically', () => {
    expect(options.reconnection).toBe(true);
  });

  it('spec 7.12: the connection is authenticated with the access token', () => {
    let sent: object | undefined;
    (options.auth as (cb: (data: object) => void) => void)((data) => { sent = data; });
    expect(sent).toEqual({ token: 'access-1' });
  });

  it('spec 4: a reconnection carries the token current at that moment', () => {
    let token = 'old';
    const auth = socketOptions(() => token).auth as (cb: (data: object) => void) => void;
    token = 'refreshed';
    let sent: object | undefined;
    auth((data) => { sent = data; });
    expect(sent).toEqual({ token: 'refreshed' });
  });
});
