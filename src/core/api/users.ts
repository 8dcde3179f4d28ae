import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { users } from './contract/users';

/** Typed calls of spec 7.5 (users and drivers), one function a call. */
export const getUser = (uid: string) => call(users.get, { params: { uid } });
export const listUsers = (body: BodyOf<typeof users.list>) => call(users.list, { body });
export const createUser = (body: BodyOf<typeof users.create>) => call(users.create, { body });
export const updateUser = (uid: string, body: BodyOf<typeof users.update>) => call(users.update, { params: { uid }, body });
export const deleteUsers = (uids: string[]) => call(users.remove, { body: { uids } });
export const resetUserPassword = (body: BodyOf<typeof users.resetPassword>) => call(users.resetPassword, { body });
export const listDrivers = (body: BodyOf<typeof users.driverList>) => call(users.driverList, { body });
export const enableUser = (body: BodyOf<typeof users.enable>) => call(users.enable, { body });
export const resendVerify = (uid: string) => call(users.resendVerify, { body: { uid } });
