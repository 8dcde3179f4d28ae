/**
 * Reads a catalogue entry by a key the server sent. Own keys only, so a stray 'constructor' or
 * '__proto__' from the wire never reads Object.prototype.
 */
export function entryOf<T extends object>(table: T, key: unknown): T[keyof T] | undefined {
  const k = String(key);
  return Object.hasOwn(table, k) ? table[k as keyof T] : undefined;
}

/** A table with the keys of `table` in its order, each entry made by `entry` from the key and value. */
export function withEntries<T extends object, R>(table: T, entry: <K extends keyof T>(key: K, value: T[K]) => R): { readonly [K in keyof T]: R } {
  return Object.fromEntries((Object.keys(table) as Array<keyof T>).map((key) => [key, entry(key, table[key])])) as { readonly [K in keyof T]: R };
}

/** The label of an entry, or the key itself when the catalogue does not know it (a newer server value). */
export function labelOf<T extends Record<PropertyKey, { readonly label: string }>>(table: T, key: unknown): string {
  return entryOf(table, key)?.label ?? String(key ?? '');
}

/** A label table as the choices of a select or radio group, in the table's order. */
export function choicesOf<K extends string | number>(table: Readonly<Record<K, string>>): Array<{ value: `${K}`; label: string }> {
  return Object.entries<string>(table).map(([value, label]) => ({ value: value as `${K}`, label }));
}
