import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Page, Paging, Uid } from './endpoint';

/** The operation log (spec 2.11, 7.6 'log-operation/v0/list'; page /log, P_P19). */
export const OperationLogRow = Type.Object({
  uid: Uid,
  userUid: Type.String(),
  /** The operator's display name at the time of the change. */
  userName: Type.String(),
  /** What was done, in Traditional Chinese (e.g. 新增車輛). */
  action: Type.String(),
  /** What it was done to (e.g. a car number or an account name). */
  target: Type.String(),
  detail: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Millis,
});
export type OperationLogRow = Static<typeof OperationLogRow>;

export const log = {
  list: endpoint({
    id: 'log.list', host: 'api', method: 'POST', path: 'log-operation/v0/list', auth: 'bearer', permission: ['P_P19'],
    summary: 'The enterprise\'s operation log, newest first, filtered by time range, operator (uid or name) and a keyword on action or target.',
    body: Type.Object({
      startTime: Type.Optional(Millis),
      endTime: Type.Optional(Millis),
      userUid: Type.Optional(Uid),
      keyword: Type.Optional(Type.String({ maxLength: 60 })),
      /** Who: a contains-match on the operator's display name (our extension beside userUid). */
      operator: Type.Optional(Type.String({ maxLength: 60 })),
      ...Paging,
    }),
    response: Page(OperationLogRow),
    effect: 'read',
  }),
};
