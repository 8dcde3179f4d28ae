import { call } from './call';
import type { BodyOf, ParamsOf, QueryOf } from './contract/endpoint';
import { options } from './contract/options';

/** Typed calls of spec 7.4 (options), one function a call. */
export const listCommonOptions = (body: BodyOf<typeof options.commonList> = {}) => call(options.commonList, { body });
export const listOptions = (body: BodyOf<typeof options.list>, query: QueryOf<typeof options.list> = { offset: 0, limit: 1000 }) =>
  call(options.list, { body, query });
export const createOption = (body: BodyOf<typeof options.create>) => call(options.create, { body });
export const updateOption = (uid: ParamsOf<typeof options.update>['uid'], body: BodyOf<typeof options.update>) =>
  call(options.update, { params: { uid }, body });
export const deleteOptions = (uids: string[]) => call(options.remove, { body: { uids } });
