import { describe, expect, it } from 'vitest';
import { fetchPublishedBulletins, publishBulletin, withdrawBulletin } from '../../../src/core/api/bulletin';
import { bulletin } from '../../../src/core/api/contract/bulletin';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { fakeServer } from '../session/helpers';

describe('bulletin calls (spec 7.3)', () => {
  it('spec 7.3: the published list needs no token', () => {
    expect([bulletin.published.host, bulletin.published.auth]).toEqual(['bulletin', 'none']);
  });

  it('spec 7.3: the published list is fetched with POST and limit 50, offset 0', async () => {
    const calls = fakeServer({ 'POST /bulletin/api/v0/bulletin/published': () => ({ body: { status: 200, data: [] } }) });
    await fetchPublishedBulletins();
    expect([calls[0].method, calls[0].url]).toEqual(['POST', '/bulletin/api/v0/bulletin/published?limit=50&offset=0']);
  });

  it('spec 7.3: the published list answer keeps its status 200 and data', async () => {
    const data = [{ uid: 'b1', bulletinType: '系統維護', title: 't', content: 'c', publishStatus: 1, startTime: 0, endTime: 1 }];
    fakeServer({ 'POST /bulletin/api/v0/bulletin/published': () => ({ body: { status: 200, data } }) });
    expect(await fetchPublishedBulletins()).toEqual({ status: 200, data });
  });

  it('spec 7.3 (extension): publishing a bulletin posts it with the bearer token', async () => {
    writeSession({ ...EMPTY_SESSION, accessToken: 'acc' });
    const calls = fakeServer({ 'POST /bulletin/api/v0/bulletin': () => ({ body: { status: 200 } }) });
    await publishBulletin({ bulletinType: '系統維護', title: '停機', content: '今晚維護', startTime: 0, endTime: 1 });
    expect([calls[0].headers.Authorization, (calls[0].body as { title: string }).title]).toEqual(['Bearer acc', '停機']);
  });

  it('spec 7.3 (extension): withdrawing a bulletin deletes it by uid', async () => {
    const calls = fakeServer({ 'DELETE /bulletin/api/v0/bulletin/b-1': () => ({ body: { status: 200 } }) });
    await withdrawBulletin('b-1');
    expect(calls[0].url).toBe('/bulletin/api/v0/bulletin/b-1');
  });

  it('spec 7.3: publish and withdraw are marked as our extension', () => {
    expect([bulletin.publish.extension, bulletin.withdraw.extension, bulletin.published.extension]).toEqual([true, true, undefined]);
  });
});
