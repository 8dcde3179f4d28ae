import { call } from './call';
import type { BodyOf, QueryOf } from './contract/endpoint';
import { log } from './contract/log';

/** Typed call of spec 7.6 'log-operation/v0/list'. */
export const listOperationLog = (body: BodyOf<typeof log.list>, query: QueryOf<typeof log.list> = { offset: 0, limit: 10 }) =>
  call(log.list, { body, query });
