import { Type, type TLiteral, type TUnion } from '@sinclair/typebox';

/** A TypeBox union of the given literals, in their order: the schema of a vocabulary's keys. */
export function literalUnion<T extends string | number>(values: readonly T[]): TUnion<TLiteral<T>[]> {
  return Type.Union(values.map((v) => Type.Literal(v))) as TUnion<TLiteral<T>[]>;
}

/** The keys of a table in declaration order, typed. */
export const keysOf = <T extends object>(table: T) => Object.keys(table) as Array<keyof T & string>;
