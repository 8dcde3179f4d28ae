import { Type, type Static } from '@sinclair/typebox';
import { Empty, endpoint, Millis, Uid, UidParams } from './endpoint';

/**
 * Bulletins (spec 3 'Bulletin', 7.3), served by the bulletin host. The published list needs no
 * token and is the same for every enterprise, so every bulletin is platform-wide: publishing and
 * withdrawing belong to the platform's operator, never to an enterprise's admin (issue 10, 3).
 */

/** The bulletin type that turns maintenance mode on: the phrase meaning 'system maintenance'. */
export const MAINTENANCE_BULLETIN_TYPE = '系統維護';

/** Spec 9: the published list is fetched with limit 50 and offset 0. */
export const BULLETIN_PAGE = { limit: 50, offset: 0 } as const;

/** The bulletin host answers with status 200 (not 0) in the body when all is well (spec 7.3). */
export const BULLETIN_OK_STATUS = 200;

export const Bulletin = Type.Object({
  uid: Uid,
  /** Free text; a type containing MAINTENANCE_BULLETIN_TYPE means system maintenance. */
  bulletinType: Type.String({ minLength: 1, maxLength: 50 }),
  title: Type.String({ maxLength: 200 }),
  content: Type.String({ maxLength: 5000 }),
  /** 1 while published, 0 once withdrawn. */
  publishStatus: Type.Integer(),
  startTime: Millis,
  endTime: Millis,
});
export type Bulletin = Static<typeof Bulletin>;

export const NewBulletin = Type.Object({
  bulletinType: Type.String({ minLength: 1, maxLength: 50 }),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ maxLength: 5000 }),
  startTime: Millis,
  endTime: Millis,
});

export const bulletin = {
  published: endpoint({
    id: 'bulletin.published', host: 'bulletin', method: 'POST', path: 'api/v0/bulletin/published', auth: 'none',
    summary: 'The bulletins published now; runs before every page (maintenance check). Answers status 200.',
    query: Type.Object({
      limit: Type.Integer({ minimum: 1, maximum: 100, default: BULLETIN_PAGE.limit }),
      offset: Type.Integer({ minimum: 0, default: BULLETIN_PAGE.offset }),
    }),
    response: Type.Array(Bulletin),
    effect: 'read',
  }),
  publish: endpoint({
    id: 'bulletin.publish', host: 'bulletin', method: 'POST', path: 'api/v0/bulletin', auth: 'bearer', permission: ['P_P09'], operatorOnly: true,
    summary: 'Create and publish a platform-wide bulletin (a system-maintenance type turns maintenance mode on); the platform operator only.',
    body: NewBulletin,
    response: Bulletin,
    extension: true,
    effect: 'write', audit: '發布系統公告',
  }),
  withdraw: endpoint({
    id: 'bulletin.withdraw', host: 'bulletin', method: 'DELETE', path: 'api/v0/bulletin/:uid', auth: 'bearer', permission: ['P_P09'], operatorOnly: true,
    summary: 'Withdraw a published bulletin; the platform operator only.',
    params: UidParams,
    response: Empty,
    extension: true,
    effect: 'write', audit: '撤回系統公告',
  }),
};
