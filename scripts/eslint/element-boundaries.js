import path from 'node:path';

/**
 * Elements never import each other's internals (conventions 'Direction of imports'). An element
 * may import its own files, the shared folders, core, and another element's public registration
 * module (`<name>.element`), which is how one element composes another.
 */
const ELEMENTS = path.resolve('src/elements');

export function elementBoundaries(sharedFolders) {
  const folderOf = (file) => {
    const rel = path.relative(ELEMENTS, file);
    return rel.startsWith('..') || !rel.includes(path.sep) ? null : rel.split(path.sep)[0];
  };
  return {
    meta: { type: 'problem', messages: { internal: "'{{source}}' reaches into the element folder '{{folder}}': import its .element module, or share the code through src/elements/shared/ui or a shared folder." } },
    create(context) {
      const own = folderOf(context.filename);
      if (!own || sharedFolders.includes(own)) return {};
      return {
        ImportDeclaration(node) {
          const source = node.source.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.resolve(path.dirname(context.filename), source);
          const folder = folderOf(target);
          if (!folder || folder === own || sharedFolders.includes(folder)) return;
          if (path.basename(target) === `${folder}.element`) return;
          context.report({ node, messageId: 'internal', data: { source, folder } });
        },
      };
    },
  };
}
