import { describe, expect, it } from 'vitest';
import { mayOpenPath } from '../../../src/core/guards/may-open';
import { EMPTY_SESSION, type SessionState } from '../../../src/core/session/store';
import { sessionFromTokens } from '../../../src/core/session/tokens';
import { accessToken, idToken, NOW } from '../session/helpers';

/** demo-viewer of the reference server (README): only P_P01, P_P03 and P_P05. */
const VIEWER = ['P_P01', 'P_P03', 'P_P05'];
const signedIn = (codes: string[], exp = NOW + 3600): SessionState =>
  sessionFromTokens({ accessToken: accessToken(exp), idToken: idToken({ authority: { admin: codes } }) });
const tokensOnly: SessionState = { ...signedIn([]), idData: null };

describe('mayOpenPath: links follow the route rule (issue 22, 11; spec 2.2, 6)', () => {
  it.each([
    ['/realTime?carUid=car-1', VIEWER, false],
    ['/history/journey/car-1', VIEWER, true],
    ['/history/journey/car-1/location?at=1700000000000', VIEWER, true],
    ['/event/one/car-1', VIEWER, true],
    ['/externalDevice/detail/car-1', VIEWER, true],
    ['/monitor?carUid=car-1', VIEWER, true],
    ['/maintenanceV2?carUid=car-1', VIEWER, false],
    ['/serviceOrder/detail?uid=o-1', VIEWER, false],
    ['/notice', VIEWER, false],
    ['/realTime?carUid=car-1', ['P_P01', 'P_P02'], true],
    ['/maintenanceCycle', ['P_P38'], false],
    ['/maintenanceCycle', ['P_P39'], true],
    ['/serviceOrder/detail?uid=o-1', ['P_P44', 'P_P45'], true],
    ['/journeyManagement', [], true],
    ['/noAuth', [], true],
    ['/service/exchange?carUid=car-1', [], true],
  ] as const)('%s with %j: %s', (path, codes, expected) => {
    expect(mayOpenPath(path, signedIn([...codes]), NOW)).toBe(expected);
  });

  it('a public page may be opened by anyone, signed in or not', () => {
    for (const path of ['/', '/event/report', '/privacy', '/register/step1']) {
      expect(mayOpenPath(path, EMPTY_SESSION, NOW), path).toBe(true);
      expect(mayOpenPath(path, signedIn(VIEWER), NOW), path).toBe(true);
    }
  });

  it('an unknown path or a non-console address is never offered', () => {
    expect(mayOpenPath('/nowhere', signedIn(VIEWER), NOW)).toBe(false);
    expect(mayOpenPath('/task/single/a/b', signedIn(['P_P13']), NOW)).toBe(false);
  });

  it('tokens without identity data carry no code list, which passes the code check (spec 6), as embedded elements are signed in', () => {
    expect(mayOpenPath('/realTime?carUid=car-1', tokensOnly, NOW)).toBe(true);
  });

  it('an ended session is left to the route, which sends the user to sign in whichever link they follow', () => {
    expect(mayOpenPath('/monitor', signedIn(VIEWER, NOW - 10), NOW)).toBe(true);
    expect(mayOpenPath('/monitor', EMPTY_SESSION, NOW)).toBe(true);
  });

  it('agrees with the route for every page the viewer may open from the menu', () => {
    for (const path of ['/monitor', '/history', '/event/list']) expect(mayOpenPath(path, signedIn(VIEWER), NOW), path).toBe(true);
    for (const path of ['/realTime', '/videoHistory', '/task/management', '/userManagement', '/setting']) {
      expect(mayOpenPath(path, signedIn(VIEWER), NOW), path).toBe(false);
    }
  });
});
