import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Uid } from './endpoint';
import { Email, Mobile, ZhName } from './profile';
import { Password } from './auth';

/** Enterprise data, registration and parameters (spec 2.11, 5, 7.4; pages /enterprise P_P10, /register). */
export const TaxId = Type.String({ pattern: '^[0-9]{8}$' });
export const EnterpriseCode = Type.String({ pattern: '^[A-Z0-9]{4,12}$' });
/** A sign-in name: letters, digits and . _ -, 4 to 32 characters. */
export const AccountName = Type.String({ pattern: '^[A-Za-z0-9._-]{4,32}$' });
const Phone = Type.String({ pattern: '^[0-9+()#\\- ]{7,20}$' });

export const EnterpriseFields = {
  name: Type.String({ minLength: 2, maxLength: 60, pattern: '\\S' }),
  taxId: TaxId,
  contactName: Type.String({ minLength: 1, maxLength: 30, pattern: '\\S' }),
  phone: Phone,
  email: Email,
  address: Type.String({ minLength: 5, maxLength: 120 }),
};

export const Enterprise = Type.Object({
  uid: Uid,
  code: Type.String(),
  name: Type.String(),
  taxId: Type.String(),
  contactName: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  address: Type.String(),
  verified: Type.Boolean(),
  createdAt: Millis,
  /** Counts shown on the fleet-data page. */
  stats: Type.Object({ cars: Type.Integer(), managedCars: Type.Integer(), drivers: Type.Integer(), users: Type.Integer() }),
});
export type Enterprise = Static<typeof Enterprise>;

const HhMm = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
const Range = Type.Object({ minC: Type.Number({ minimum: -40, maximum: 40 }), maxC: Type.Number({ minimum: -40, maximum: 40 }) });

/**
 * The enterprise's parameters (page /setting): the thresholds the monitoring side uses to raise
 * events, and the map's default view. Stored per enterprise; missing parts fall back to the defaults.
 */
export const EnterpriseSettings = Type.Object({
  speeding: Type.Object({
    /** Above this speed for `durationSeconds` is speeding. */
    limitKmh: Type.Integer({ minimum: 30, maximum: 150 }),
    durationSeconds: Type.Integer({ minimum: 0, maximum: 300 }),
  }),
  idle: Type.Object({ alertMinutes: Type.Integer({ minimum: 1, maximum: 120 }) }),
  harshDriving: Type.Object({
    /** Speed change in km/h within one second that counts as harsh acceleration / deceleration. */
    accelKmhPerSec: Type.Number({ minimum: 3, maximum: 30 }),
    decelKmhPerSec: Type.Number({ minimum: 3, maximum: 30 }),
  }),
  lostContact: Type.Object({ minutes: Type.Integer({ minimum: 1, maximum: 1440 }) }),
  workingHours: Type.Object({
    start: HhMm,
    end: HhMm,
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    days: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7, uniqueItems: true }),
  }),
  map: Type.Object({
    center: Type.Object({ lat: Type.Number({ minimum: 21.5, maximum: 26.5 }), lng: Type.Number({ minimum: 118, maximum: 122.5 }) }),
    zoom: Type.Integer({ minimum: 5, maximum: 18 }),
  }),
  coldChain: Type.Object({
    frozen: Range,
    chilled: Range,
    /** Minutes out of range before an alert is raised. */
    alertDelayMinutes: Type.Integer({ minimum: 0, maximum: 60 }),
  }),
  /** How tasks under way are followed from their trucks' positions (issue 27, 1–3). */
  taskTracking: Type.Object({
    /** A truck this close to a stop has arrived at it. */
    arrivalRadiusMeters: Type.Integer({ minimum: 30, maximum: 2000 }),
    /** A stop is done when its truck leaves after staying at least this long. */
    minDwellMinutes: Type.Integer({ minimum: 0, maximum: 120 }),
    /** A stop whose ETA is later than its planned time by more than this is marked late. */
    lateMinutes: Type.Integer({ minimum: 1, maximum: 240 }),
    /** Farther than this from the planned path is off route… */
    deviationMeters: Type.Integer({ minimum: 50, maximum: 5000 }),
    /** …for longer than this raises a deviation. */
    deviationSeconds: Type.Integer({ minimum: 10, maximum: 1800 }),
  }),
});
export type EnterpriseSettings = Static<typeof EnterpriseSettings>;

/** The parameters an enterprise starts with (page /setting, settings/default; read by the reference server's simulator). */
export const DEFAULT_ENTERPRISE_SETTINGS: EnterpriseSettings = {
  speeding: { limitKmh: 90, durationSeconds: 10 },
  idle: { alertMinutes: 10 },
  harshDriving: { accelKmhPerSec: 11, decelKmhPerSec: 13 },
  lostContact: { minutes: 15 },
  workingHours: { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] },
  map: { center: { lat: 23.7, lng: 120.96 }, zoom: 8 },
  coldChain: { frozen: { minC: -25, maxC: -15 }, chilled: { minC: 0, maxC: 7 }, alertDelayMinutes: 5 },
  taskTracking: { arrivalRadiusMeters: 150, minDwellMinutes: 2, lateMinutes: 15, deviationMeters: 300, deviationSeconds: 60 },
};

/**
 * The enterprise's custom content (page /customize, P_P18): a notice its admin writes as rich text
 * for everyone in the enterprise. The console sanitises it before sending and again before showing
 * (src/elements/shared/rich-text); the server stores it as sent and never renders it.
 */
export const CustomContent = Type.Object({
  html: Type.String({ maxLength: 20000 }),
  /** When it was last saved; null until it ever is. */
  updatedAt: Type.Union([Millis, Type.Null()]),
  updatedBy: Type.String(),
});
export type CustomContent = Static<typeof CustomContent>;

export const UniqueField = Type.Union([
  Type.Literal('name'), Type.Literal('taxId'), Type.Literal('account'), Type.Literal('email'), Type.Literal('mobile'),
]);

export const RegistrationBody = Type.Object({
  agree: Type.Literal(true),
  enterprise: Type.Object(EnterpriseFields),
  admin: Type.Object({ name: AccountName, password: Password, zhName: ZhName, mobile: Mobile, email: Email }),
  verifyBy: Type.Union([Type.Literal('email'), Type.Literal('otp')]),
});
export type RegistrationBody = Static<typeof RegistrationBody>;

export const enterprise = {
  get: endpoint({
    id: 'enterprise.get', host: 'api', method: 'GET', path: 'enterprise/v0', auth: 'bearer', permission: ['P_P10'],
    summary: 'The caller\'s enterprise data.',
    response: Enterprise,
    effect: 'read',
  }),
  update: endpoint({
    id: 'enterprise.update', host: 'api', method: 'PUT', path: 'enterprise/v0', auth: 'bearer', permission: ['P_P10'],
    summary: 'Change the enterprise data; name, tax id and code stay unique.',
    body: Type.Partial(Type.Object({ ...EnterpriseFields, code: EnterpriseCode }), { minProperties: 1 }),
    response: Enterprise,
    effect: 'write', audit: true,
  }),
  register: endpoint({
    id: 'enterprise.register', host: 'api', method: 'POST', path: 'enterprise/v0', auth: 'none',
    summary: 'Self-registration (spec 2.11, 5): creates the enterprise and its disabled admin, then sends an activation link by e-mail or an OTP by SMS.',
    body: RegistrationBody,
    response: Type.Object({
      enterpriseUid: Uid,
      verifyBy: Type.Union([Type.Literal('email'), Type.Literal('otp')]),
      sentTo: Type.String(),
      /** For verifyBy 'otp': the request to verify with users/v0/enable. */
      otpToken: Type.Optional(Type.String()),
      expiresIn: Type.Integer(),
    }),
    effect: 'write',
  }),
  checkUnique: endpoint({
    id: 'enterprise.checkUnique', host: 'api', method: 'POST', path: 'enterprise/v0/check-unique', auth: 'none',
    summary: 'Whether a registration value is still free: enterprise name or tax id, account name, e-mail or mobile.',
    body: Type.Object({ field: UniqueField, value: Type.String({ minLength: 1, maxLength: 100 }) }),
    response: Type.Object({ unique: Type.Boolean() }),
    effect: 'read',
  }),
  settings: endpoint({
    id: 'enterprise.settings', host: 'api', method: 'GET', path: 'enterprise/v0/settings', auth: 'bearer', permission: ['P_P09', 'P_P10'],
    summary: 'The enterprise\'s parameters, with defaults for anything never set.',
    response: EnterpriseSettings,
    effect: 'read',
  }),
  updateSettings: endpoint({
    id: 'enterprise.updateSettings', host: 'api', method: 'PUT', path: 'enterprise/v0/settings', auth: 'bearer', permission: ['P_P09', 'P_P10'],
    summary: 'Save parameters: each section sent replaces that section.',
    body: Type.Partial(EnterpriseSettings, { minProperties: 1 }),
    response: EnterpriseSettings,
    effect: 'write', audit: true,
  }),
  defaultSettings: endpoint({
    id: 'enterprise.defaultSettings', host: 'api', method: 'GET', path: 'enterprise/v0/settings/default', auth: 'bearer', permission: ['P_P09', 'P_P10'],
    summary: 'The default parameters (to restore them on the settings page).',
    response: EnterpriseSettings,
    effect: 'read',
  }),
  customContent: endpoint({
    id: 'enterprise.customContent', host: 'api', method: 'GET', path: 'enterprise/v0/custom-content', auth: 'bearer',
    summary: 'The enterprise\'s custom content (rich text, sanitised by the console on the way in and out, and by the server before storing); anyone signed in reads it.',
    response: CustomContent,
    effect: 'read',
  }),
  updateCustomContent: endpoint({
    id: 'enterprise.updateCustomContent', host: 'api', method: 'PUT', path: 'enterprise/v0/custom-content', auth: 'bearer', permission: ['P_P18'],
    summary: 'Save the custom content (page /customize).',
    body: Type.Object({ html: Type.String({ maxLength: 20000 }) }),
    response: CustomContent,
    effect: 'write', audit: true,
  }),
  generateCode: endpoint({
    id: 'enterprise.generateCode', host: 'api', method: 'GET', path: 'enterprise/v0/generate-code', auth: 'bearer', permission: ['P_P10'],
    summary: 'A fresh enterprise code no enterprise uses yet (saved with PUT enterprise/v0).',
    response: Type.Object({ code: Type.String() }),
    effect: 'read',
  }),
};
