import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Elements never import each other's internals (conventions 'Direction of imports'). An element
 * may import its own files, shared code, core, and another element's public registration module
 * (`<name>.element`), which is how one element composes another.
 *
 * Issue 24, 8: elements sit in area folders (src/elements/<area>/<element>/, maintenance one level
 * deeper by version); an element folder is found by its `<folder>.element.ts`, wherever it is. An
 * area's own kit (`<area>/shared/`) is for that area's elements; `src/elements/shared/` is for all.
 */
const ELEMENTS = path.resolve('src/elements');

/** The element folder a file belongs to (relative to src/elements, '/'-separated), or null for shared code. */
export function elementFolderOf(file, elementsDir = ELEMENTS) {
  const rel = path.relative(elementsDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  for (let i = 1; i < parts.length; i += 1) {
    const dir = path.join(elementsDir, ...parts.slice(0, i));
    if (existsSync(path.join(dir, `${parts[i - 1]}.element.ts`))) return parts.slice(0, i).join('/');
  }
  return null;
}

/** The area whose own kit a file is in (`tasks` for src/elements/tasks/shared/…), or null. */
export function areaKitOf(file, elementsDir = ELEMENTS) {
  const parts = path.relative(elementsDir, file).split(path.sep);
  return parts.length >= 2 && parts[0] !== 'shared' && parts[1] === 'shared' ? parts[0] : null;
}

export function elementBoundaries() {
  return {
    meta: {
      type: 'problem',
      messages: {
        internal: "'{{source}}' reaches into the element folder '{{folder}}': import its .element module, or share the code through src/elements/shared or the area's shared folder.",
        area: "'{{source}}' is the {{area}} area's own kit: move what other areas need to src/elements/shared.",
      },
    },
    create(context) {
      // The catalogue's type files at the top (element-types.ts) name every element's class.
      const rel = path.relative(ELEMENTS, context.filename);
      if (rel.startsWith('..') || !rel.includes(path.sep)) return {};
      const own = elementFolderOf(context.filename);
      const ownArea = path.relative(ELEMENTS, context.filename).split(path.sep)[0];
      const check = (node) => {
        const source = node.source?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(context.filename), source);
        const area = areaKitOf(target);
        if (area && area !== ownArea) {
          context.report({ node, messageId: 'area', data: { source, area } });
          return;
        }
        const folder = elementFolderOf(target);
        if (!folder || folder === own) return;
        if (path.basename(target) === `${path.basename(folder)}.element`) return;
        context.report({ node, messageId: 'internal', data: { source, folder } });
      };
      // A re-export or an import() reaches as far as an import.
      return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
    },
  };
}
