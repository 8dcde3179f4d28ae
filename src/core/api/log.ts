import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { log } from './contract/log';

/** Typed call of spec 7.6 'log-operation/v0/list'. */
export const listOperationLog = (body: BodyOf<typeof log.list>, signal?: AbortSignal) => call(log.list, { body, signal });
