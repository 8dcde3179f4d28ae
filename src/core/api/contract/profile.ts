import { Type, type Static } from '@sinclair/typebox';
import { Empty, endpoint, Millis, Uid } from './endpoint';
import { Password } from './auth';

/** My account (spec 2.7, 2.11, 7.2 'Profile'; page /user, P_P36). */
export const Mobile = Type.String({ pattern: '^09[0-9]{8}$' });
export const Email = Type.String({ maxLength: 100, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' });
export const ZhName = Type.String({ minLength: 1, maxLength: 30, pattern: '\\S' });

export const Profile = Type.Object({
  uid: Uid,
  name: Type.String(),
  zhName: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('staff'), Type.Literal('driver')]),
  codes: Type.Array(Type.String()),
  enterpriseUid: Uid,
  enterpriseName: Type.String(),
  departmentUid: Type.Union([Uid, Type.Null()]),
  departmentName: Type.Union([Type.String(), Type.Null()]),
  passwordChangedAt: Millis,
});
export type Profile = Static<typeof Profile>;

export const profile = {
  get: endpoint({
    id: 'profile.get', host: 'api', method: 'GET', path: 'my-profile/v0', auth: 'bearer',
    summary: 'The caller\'s own account.',
    response: Profile,
    effect: 'read',
  }),
  update: endpoint({
    id: 'profile.update', host: 'api', method: 'PATCH', path: 'my-profile/v0', auth: 'bearer', permission: ['P_P36'],
    summary: 'Change the caller\'s display name, mobile or e-mail; the next token refresh carries the new zhName.',
    body: Type.Object({ zhName: Type.Optional(ZhName), mobile: Type.Optional(Mobile), email: Type.Optional(Email) }, { minProperties: 1 }),
    response: Profile,
    effect: 'write', audit: true,
  }),
  changePassword: endpoint({
    id: 'profile.changePassword', host: 'api', method: 'POST', path: 'my-profile/v0/change-pwd', auth: 'bearer', permission: ['P_P36'],
    summary: 'Change the caller\'s password with the old one; other sessions of the account are signed out.',
    body: Type.Object({ oldPassword: Type.String({ minLength: 1, maxLength: 64 }), password: Password }),
    response: Empty,
    effect: 'write', audit: true,
  }),
};
