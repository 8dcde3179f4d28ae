import { Type } from '@sinclair/typebox';
import { Empty, endpoint } from './endpoint';

/** Auth and account calls (spec 7.2). */
export const Tokens = Type.Object({
  accessToken: Type.String(),
  idToken: Type.String(),
  refreshToken: Type.String(),
});

/** Status 4011008 (password must be reset) answers with the access token only. */
export const SignInResult = Type.Union([Tokens, Type.Object({ accessToken: Type.String() })]);

export const Password = Type.String({ minLength: 8, maxLength: 64 });

export const auth = {
  signIn: endpoint({
    id: 'auth.signIn', host: 'api', method: 'POST', path: 'auth/v0/sign-in', auth: 'none',
    summary: 'Sign in by name and password; returns accessToken, idToken and refreshToken.',
    body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 64 }) }),
    response: SignInResult,
    effect: 'write',
  }),
  signOut: endpoint({
    id: 'auth.signOut', host: 'api', method: 'POST', path: 'auth/v0/sign-out', auth: 'bearer',
    summary: 'Sign out; revokes the refresh token of the session.',
    body: Type.Object({ refreshToken: Type.Optional(Type.String()) }),
    response: Empty,
    effect: 'write', audit: false,
  }),
  refreshToken: endpoint({
    id: 'auth.refreshToken', host: 'api', method: 'POST', path: 'auth/v0/token', auth: 'none',
    summary: 'Exchange a refresh token for new tokens (grantType refreshToken).',
    body: Type.Object({ grantType: Type.Literal('refreshToken'), refreshToken: Type.String({ minLength: 1 }) }),
    response: Tokens,
    effect: 'write',
  }),
  forgotPassword: endpoint({
    id: 'auth.forgotPassword', host: 'api', method: 'POST', path: 'auth/v0/password/forgot', auth: 'none',
    summary: 'Start a password reset: sends an OTP to the account\'s mobile or e-mail.',
    body: Type.Object({ account: Type.String({ minLength: 1, maxLength: 100 }) }),
    response: Type.Object({ otpToken: Type.String(), sentTo: Type.String(), expiresIn: Type.Integer() }),
    effect: 'write',
  }),
  verifyOtp: endpoint({
    id: 'auth.verifyOtp', host: 'api', method: 'POST', path: 'auth/v0/password/otp', auth: 'none',
    summary: 'Verify the OTP; returns a reset token.',
    body: Type.Object({ otpToken: Type.String({ minLength: 1 }), otp: Type.String({ pattern: '^[0-9]{6}$' }) }),
    response: Type.Object({ resetToken: Type.String() }),
    effect: 'write',
  }),
  resendOtp: endpoint({
    id: 'auth.resendOtp', host: 'api', method: 'PATCH', path: 'auth/v0/password/otp', auth: 'none',
    summary: 'Resend the OTP.',
    body: Type.Object({ otpToken: Type.String({ minLength: 1 }) }),
    response: Type.Object({ otpToken: Type.String(), sentTo: Type.String(), expiresIn: Type.Integer() }),
    effect: 'write',
  }),
  otpStatus: endpoint({
    id: 'auth.otpStatus', host: 'api', method: 'GET', path: 'auth/v0/password/otp', auth: 'none',
    summary: 'State of an OTP request: where it was sent, seconds until it can be resent and until it expires.',
    query: Type.Object({ otpToken: Type.String({ minLength: 1 }) }),
    response: Type.Object({ sentTo: Type.String(), resendIn: Type.Integer(), expiresIn: Type.Integer(), verified: Type.Boolean() }),
    effect: 'read',
  }),
  changePassword: endpoint({
    id: 'auth.changePassword', host: 'api', method: 'POST', path: 'auth/v0/password/change', auth: 'none',
    summary: 'Set a new password with a reset token (after OTP), or with the access token of a forced periodic reset.',
    body: Type.Object({ resetToken: Type.Optional(Type.String()), accessToken: Type.Optional(Type.String()), oldPassword: Type.Optional(Type.String()), password: Password }),
    response: Empty,
    effect: 'write',
  }),
  passwordUsers: endpoint({
    id: 'auth.passwordUsers', host: 'api', method: 'POST', path: 'auth/v0/password/users', auth: 'none',
    summary: 'The accounts reachable from an identifier (mobile or e-mail), masked, to choose which one to reset; needs the reset token of a verified OTP for that identifier.',
    body: Type.Object({ account: Type.String({ minLength: 1, maxLength: 100 }), resetToken: Type.String({ minLength: 1, maxLength: 2000 }) }),
    response: Type.Array(Type.Object({ name: Type.String(), zhName: Type.String(), enterpriseName: Type.String() })),
    effect: 'read',
  }),
  authorityList: endpoint({
    id: 'auth.authorityList', host: 'api', method: 'POST', path: 'authority/v0/list', auth: 'bearer',
    summary: 'The permission codes of spec 6 with their names, and the caller\'s own codes.',
    body: Type.Object({}),
    response: Type.Object({
      list: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), group: Type.String() })),
      mine: Type.Array(Type.String()),
    }),
    effect: 'read',
  }),
};
