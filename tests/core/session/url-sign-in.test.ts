import { describe, expect, it } from 'vitest';
import { planSuperSignIn, planUrlSignIn } from '../../../src/core/session/url-sign-in';
import { accessToken, idToken, NOW } from './helpers';

describe('planUrlSignIn (spec 2.10)', () => {
  it('spec 2.10: a query without both tokens is not a URL sign-in', () => {
    expect(planUrlSignIn('/dvrForApp', { accessToken: accessToken() }, NOW)).toEqual({ kind: 'none' });
  });

  it('spec 2.10: an expired URL access token sends the user to /', () => {
    const plan = planUrlSignIn('/dvrForApp', { accessToken: accessToken(NOW - 1), idToken: idToken() }, NOW);
    expect(plan).toEqual({ kind: 'redirect', to: '/' });
  });

  it('spec 2.10: an undecodable URL token sends the user to / and asks to log the token error', () => {
    expect(planUrlSignIn('/dvrForApp', { accessToken: 'junk', idToken: 'junk' }, NOW)).toEqual({ kind: 'redirect', to: '/', log: 'tokenError' });
  });

  it('spec 2.10: valid URL tokens reopen the current path without the two parameters', () => {
    const plan = planUrlSignIn('/dvrForApp', { accessToken: accessToken(), idToken: idToken(), carUid: 'c-1' }, NOW);
    expect(plan.kind === 'redirect' && plan.to).toBe('/dvrForApp?carUid=c-1');
  });

  it('spec 2.10: valid URL tokens with no other parameter land on /monitor', () => {
    const plan = planUrlSignIn('/dvrForApp', { accessToken: accessToken(), idToken: idToken() }, NOW);
    expect(plan.kind === 'redirect' && plan.to).toBe('/monitor');
  });

  it('spec 2.10, issue 10: a driver without P_P01 lands on their first menu page instead of /monitor', () => {
    const plan = planUrlSignIn('/dvrForApp', { accessToken: accessToken(), idToken: idToken({ authority: { admin: ['P_P13', 'P_P36'] } }) }, NOW);
    expect(plan.kind === 'redirect' && plan.to).toBe('/task/management');
  });

  it('spec 2.10: the URL session is stored with refreshToken empty', () => {
    const plan = planUrlSignIn('/', { accessToken: accessToken(), idToken: idToken() }, NOW);
    expect(plan.kind === 'redirect' && plan.session?.refreshToken).toBe('');
  });
});

describe('planSuperSignIn (spec 2.10 super account)', () => {
  it('spec 2.10: a query without superToken is not a super-account sign-in', () => {
    expect(planSuperSignIn('/monitor', {}, accessToken(), NOW)).toEqual({ kind: 'none' });
  });

  it('spec 2.10: superToken with the accessToken cookie signs in as that account and logs the super-account message', () => {
    const plan = planSuperSignIn('/monitor', { superToken: idToken({ zhName: '客戶' }) }, accessToken(), NOW);
    expect(plan.kind === 'redirect' && [plan.to, plan.session?.idData?.zhName, plan.log]).toEqual(['/monitor', '客戶', 'superAccount']);
  });

  it('spec 2.10: superToken without the accessToken cookie sends the user to /', () => {
    expect(planSuperSignIn('/monitor', { superToken: idToken() }, '', NOW)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('spec 2.10: an expired super access token sends the user to /', () => {
    expect(planSuperSignIn('/monitor', { superToken: idToken() }, accessToken(NOW - 1), NOW)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('spec 2.10: a super-account sign-in keeps the other query parameters', () => {
    const plan = planSuperSignIn('/task/management', { superToken: idToken(), tab: '2' }, accessToken(), NOW);
    expect(plan.kind === 'redirect' && plan.to).toBe('/task/management?tab=2');
  });
});
