import { call } from './call';
import type { BodyOf, ParamsOf } from './contract/endpoint';
import { options } from './contract/options';

/** Typed calls of spec 7.4 (options), one function a call. */
export const listCommonOptions = (body: BodyOf<typeof options.commonList> = {}) => call(options.commonList, { body });
/** Every option of the category unless the body pages (offset and limit go in the body). */
export const listOptions = (body: BodyOf<typeof options.list>) =>
  call(options.list, { body: { offset: 0, limit: 1000, ...body } });
export const createOption = (body: BodyOf<typeof options.create>) => call(options.create, { body });
export const updateOption = (uid: ParamsOf<typeof options.update>['uid'], body: BodyOf<typeof options.update>) =>
  call(options.update, { params: { uid }, body });
export const deleteOptions = (uids: string[]) => call(options.remove, { body: { uids } });
