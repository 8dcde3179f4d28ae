import { Type, type Static } from '@sinclair/typebox';
import { DeleteBody, endpoint, Millis, Page, Paging, Uid, UidParams } from './endpoint';
import { OptionCategorySchema } from './vocabulary/work';

/**
 * Options (spec 3 'Option', 7.4): the static catalogues of car kinds, fuel and e-tag types, and the
 * enterprise's own dictionaries (departments, task kinds, maintenance items). Listing needs only a
 * signed-in user, since every screen's filters read them; changing them is fleet data (P_P10).
 */
/** The option categories of spec 3, declared in ./vocabulary. */
export const OptionCategory = OptionCategorySchema;
export type OptionCategory = Static<typeof OptionCategory>;

export const CommonOptionKind = Type.Union([Type.Literal('car_kind'), Type.Literal('etc_type'), Type.Literal('fuel_type')]);
export type CommonOptionKind = Static<typeof CommonOptionKind>;

/** One entry of a static catalogue: value is what a car stores, label what the screen shows. */
export const CommonOption = Type.Object({ value: Type.String(), label: Type.String() });
export type CommonOption = Static<typeof CommonOption>;

export const OptionRow = Type.Object({
  uid: Uid,
  name: Type.String(),
  category: OptionCategory,
  /** Display order within the category; lower first. */
  sort: Type.Integer(),
  /** How many cars and users refer to it (departments only; 0 otherwise). */
  usage: Type.Integer({ minimum: 0 }),
  createdAt: Millis,
});
export type OptionRow = Static<typeof OptionRow>;

const OptionName = Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' });

export const options = {
  commonList: endpoint({
    id: 'options.commonList', host: 'api', method: 'POST', path: 'options/v0/common/list', auth: 'bearer',
    summary: 'The static option catalogues car_kind, etc_type and fuel_type (all, or the kinds asked for).',
    body: Type.Object({ kinds: Type.Optional(Type.Array(CommonOptionKind, { minItems: 1, maxItems: 3 })) }),
    response: Type.Object({
      car_kind: Type.Optional(Type.Array(CommonOption)),
      etc_type: Type.Optional(Type.Array(CommonOption)),
      fuel_type: Type.Optional(Type.Array(CommonOption)),
    }),
    effect: 'read',
  }),
  list: endpoint({
    id: 'options.list', host: 'api', method: 'POST', path: 'options/v0/list', auth: 'bearer',
    summary: 'The caller\'s enterprise options of one category (department, task or maintenance), by sort then name.',
    body: Type.Object({ category: OptionCategory, keyword: Type.Optional(Type.String({ maxLength: 40 })), ...Paging }),
    response: Page(OptionRow),
    effect: 'read',
  }),
  create: endpoint({
    id: 'options.create', host: 'api', method: 'POST', path: 'options/v0', auth: 'bearer', permission: ['P_P10'],
    summary: 'Add an option; the name is unique within its category.',
    body: Type.Object({ category: OptionCategory, name: OptionName, sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })) }),
    response: OptionRow,
    effect: 'write', audit: true,
  }),
  update: endpoint({
    id: 'options.update', host: 'api', method: 'PUT', path: 'options/v0/:uid', auth: 'bearer', permission: ['P_P10'],
    summary: 'Rename or reorder an option.',
    params: UidParams,
    body: Type.Object({ name: Type.Optional(OptionName), sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })) }, { minProperties: 1 }),
    response: OptionRow,
    effect: 'write', audit: true,
  }),
  remove: endpoint({
    id: 'options.remove', host: 'api', method: 'DELETE', path: 'options/v0', auth: 'bearer', permission: ['P_P10'],
    summary: 'Delete options; a department still used by cars or users answers 4090001.',
    body: DeleteBody,
    response: Type.Object({ deleted: Type.Integer({ minimum: 0 }) }),
    effect: 'write', audit: true,
  }),
};
