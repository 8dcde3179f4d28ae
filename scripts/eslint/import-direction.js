import path from 'node:path';

/**
 * Imports run one way (conventions 'Direction of imports'): core ← elements ← apps ← demo. The
 * reference server is a client of the core alone: it shares the contract and the domain words, never
 * a console module (issue 24, 7). Host pages use what the console ships, elements and apps alike;
 * pages and server stay apart (one runs in a browser, the other in node).
 *
 * The import is resolved to a path, so relative spellings, `export … from` and `import()` all count.
 * Files outside these folders (packages, package.json, build scripts) are not this rule's business.
 */
export const LAYERS = {
  'src/core': ['src/core'],
  'src/elements': ['src/core', 'src/elements'],
  'src/apps': ['src/core', 'src/elements', 'src/apps'],
  'demo/server': ['src/core', 'demo/server'],
  'demo/pages': ['src/core', 'src/elements', 'src/apps', 'demo/pages'],
};

export function importDirection(layers = LAYERS) {
  return {
    meta: {
      type: 'problem',
      messages: { direction: "{{from}} may import only from {{allowed}}; '{{source}}' reaches into {{to}}." },
      schema: [],
    },
    create(context) {
      const layerOf = (file) => {
        const rel = path.relative(context.cwd, file).split(path.sep).join('/');
        return Object.keys(layers).find((layer) => rel === layer || rel.startsWith(`${layer}/`)) ?? null;
      };
      const from = layerOf(context.filename);
      if (!from) return {};
      const check = (node) => {
        const source = node?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = layerOf(path.resolve(path.dirname(context.filename), source));
        if (!to || layers[from].includes(to)) return;
        context.report({ node, messageId: 'direction', data: { from, to, source, allowed: layers[from].join(', ') } });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}
