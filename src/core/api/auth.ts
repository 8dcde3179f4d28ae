import { call } from './call';
import { auth } from './contract/auth';
import type { BodyOf, QueryOf } from './contract/endpoint';

/** Typed calls of spec 7.2, one function a call. */
export const signIn = (body: BodyOf<typeof auth.signIn>) => call(auth.signIn, { body });
export const signOutCall = (refreshToken?: string) => call(auth.signOut, { body: { refreshToken } });
export const refreshTokenCall = (refreshToken: string) =>
  call(auth.refreshToken, { body: { grantType: 'refreshToken', refreshToken } });
export const forgotPassword = (body: BodyOf<typeof auth.forgotPassword>) => call(auth.forgotPassword, { body });
export const verifyOtp = (body: BodyOf<typeof auth.verifyOtp>) => call(auth.verifyOtp, { body });
export const resendOtp = (body: BodyOf<typeof auth.resendOtp>) => call(auth.resendOtp, { body });
export const otpStatus = (query: QueryOf<typeof auth.otpStatus>) => call(auth.otpStatus, { query });
export const changePassword = (body: BodyOf<typeof auth.changePassword>) => call(auth.changePassword, { body });
export const passwordUsers = (body: BodyOf<typeof auth.passwordUsers>) => call(auth.passwordUsers, { body });
export const authorityList = () => call(auth.authorityList, { body: {} });
