import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { commonRoutes } from './contract/routes';

/** Typed calls of spec 7.6 'Common routes'. */
export const getCommonRoute = (uid: string) => call(commonRoutes.get, { params: { uid } });
export const listCommonRoutes = (body: BodyOf<typeof commonRoutes.list>) => call(commonRoutes.list, { body });
export const createCommonRoute = (body: BodyOf<typeof commonRoutes.create>) => call(commonRoutes.create, { body });
/** An update sends only the name (spec 3). */
export const renameCommonRoute = (uid: string, name: string) => call(commonRoutes.update, { params: { uid }, body: { name } });
export const deleteCommonRoutes = (uids: string[]) => call(commonRoutes.remove, { body: { uids } });
