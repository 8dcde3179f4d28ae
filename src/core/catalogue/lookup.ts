/**
 * Reads a catalogue entry by a key the server sent. Own keys only, so a stray 'constructor' or
 * '__proto__' from the wire never reads Object.prototype.
 */
export function entryOf<T extends object>(table: T, key: unknown): T[keyof T] | undefined {
  const k = String(key);
  return Object.hasOwn(table, k) ? table[k as keyof T] : undefined;
}

/** The label of an entry, or the key itself when the catalogue does not know it (a newer server value). */
export function labelOf<T extends Record<PropertyKey, { readonly label: string }>>(table: T, key: unknown): string {
  return entryOf(table, key)?.label ?? String(key ?? '');
}
