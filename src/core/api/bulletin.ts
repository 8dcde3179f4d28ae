import { call } from './call';
import { bulletin, BULLETIN_PAGE } from './contract/bulletin';
import type { BodyOf } from './contract/endpoint';

/** Typed bulletin calls (spec 7.3; publish and withdraw are our extension). */
export const fetchPublishedBulletins = (signal?: AbortSignal) =>
  call(bulletin.published, { query: { ...BULLETIN_PAGE }, signal });
export const publishBulletin = (body: BodyOf<typeof bulletin.publish>) => call(bulletin.publish, { body });
export const withdrawBulletin = (uid: string) => call(bulletin.withdraw, { params: { uid } });
