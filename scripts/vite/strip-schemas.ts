import { parseAst } from 'vite';

/**
 * What the browser build drops from a module of the API contract (issue 9, lean delivery): the
 * schemas (`Type.Object(…)` and every other TypeBox builder call, arguments included) and each
 * endpoint's server-only facts: its `summary`, which only the API description reads, and its
 * `effect` and `audit`, which only the registrar's operation log reads (issue 24, 5). The console
 * sends a call by its route facts alone (host, method, path, auth, kind, loading text), so those stay.
 *
 * A schema becomes `0`: reading a property of it gives undefined, as the old inert stub did, and a
 * constant nobody reads any more is then removed by tree-shaking. Every newline of what is removed
 * is kept, so the lines of the rest of the module (and its hidden source map) do not move.
 */

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Cut {
  start: number;
  end: number;
  text: string;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `Type.X(…)`: a TypeBox builder call, whatever the builder. */
function isSchemaCall(node: Node): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as Node;
  return callee.type === 'MemberExpression' && (callee.object as Node).type === 'Identifier'
    && (callee.object as Node & { name: string }).name === 'Type';
}

/** The object literal given to `endpoint(…)`. */
function endpointDefinition(node: Node): Node | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as Node & { name?: string };
  const [first] = node.arguments as Node[];
  return callee.type === 'Identifier' && callee.name === 'endpoint' && first?.type === 'ObjectExpression' ? first : undefined;
}

function keyName(property: Node): string | undefined {
  const key = property.key as Node & { name?: string; value?: unknown };
  if (property.computed) return undefined;
  return key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : undefined;
}

/** The properties of an endpoint declaration that only the reference server reads. */
const SERVER_ONLY = new Set(['summary', 'effect', 'audit']);

/** Keeps the newlines of the removed text so that nothing after it changes line. */
const newlinesOf = (removed: string) => '\n'.repeat(removed.split('\n').length - 1);

function cutsOf(code: string, root: Node): Cut[] {
  const cuts: Cut[] = [];
  const visit = (node: Node) => {
    if (isSchemaCall(node)) {
      cuts.push({ start: node.start, end: node.end, text: `0${newlinesOf(code.slice(node.start, node.end))}` });
      return;
    }
    const definition = endpointDefinition(node);
    for (const property of (definition?.properties as Node[] | undefined) ?? []) {
      if (property.type !== 'Property' || !SERVER_ONLY.has(keyName(property) ?? '')) continue;
      // The property and the comma after it.
      const end = /^\s*,/.exec(code.slice(property.end))?.[0].length ?? 0;
      cuts.push({ start: property.start, end: property.end + end, text: newlinesOf(code.slice(property.start, property.end + end)) });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type') continue;
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(root);
  return cuts.sort((a, b) => a.start - b.start);
}

/** The module without its schemas and server-only facts; undefined when it has none. */
export function stripSchemas(code: string): string | undefined {
  if (!code.includes('Type.') && !code.includes('summary') && !code.includes('effect')) return undefined;
  const cuts = cutsOf(code, parseAst(code) as unknown as Node);
  if (cuts.length === 0) return undefined;
  let out = '';
  let at = 0;
  for (const cut of cuts) {
    // A property inside a removed schema call is already gone with it.
    if (cut.start < at) continue;
    out += code.slice(at, cut.start) + cut.text;
    at = cut.end;
  }
  return out + code.slice(at);
}
