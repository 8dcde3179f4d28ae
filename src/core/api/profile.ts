import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { profile } from './contract/profile';

/** Typed calls of spec 7.2 'Profile', one function a call. */
export const getProfile = () => call(profile.get, {});
export const updateProfile = (body: BodyOf<typeof profile.update>) => call(profile.update, { body });
export const changeMyPassword = (body: BodyOf<typeof profile.changePassword>) => call(profile.changePassword, { body });
