import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { fence, type FenceInput } from './contract/fence';

/** Typed calls of spec 7.6 'Fences'. */
export const getFence = (uid: string) => call(fence.get, { params: { uid } });
export const listFences = (body: BodyOf<typeof fence.list>) => call(fence.list, { body });
export const createFence = (body: FenceInput) => call(fence.create, { body });
export const updateFence = (uid: string, body: FenceInput) => call(fence.update, { params: { uid }, body });
export const deleteFences = (uids: string[]) => call(fence.remove, { body: { uids } });
