/**
 * The element modules a declared page may show, found by the build (a lazy import() each): an
 * element `fms-<name>` is registered by its `<name>.element.ts`, wherever its folder sits.
 */
const MODULES = import.meta.glob('../../elements/**/*.element.ts');

const BY_TAG = new Map(Object.entries(MODULES).map(([file, load]) => [`fms-${file.split('/').pop()!.replace(/\.element\.ts$/, '')}`, load]));

/** Registers the element of a tag (once; the module defines it), or rejects for an unknown tag. */
export function loadElement(tag: string): Promise<unknown> {
  const load = BY_TAG.get(tag);
  return load ? load() : Promise.reject(new Error(`no element module for ${tag}`));
}
