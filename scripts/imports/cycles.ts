import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import cycles (issue 24, 7). Imports run one way (core ← elements ← apps ← demo) and, inside a
 * folder, from the whole to its parts; a cycle means two modules can no longer be read, tested or
 * moved apart, and under ESM one of them sees the other half-initialised. No ESLint plugin in the
 * tree finds cycles with flat config, so this walks the graph with the compiler's own resolution.
 *
 * Every import counts: static, `export … from`, `import type` and `import()`. A type-only or lazy
 * cycle costs nothing at run time but ties the modules as tightly as any other.
 */

/** Module → the modules it imports, as paths relative to the root, sorted. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx|mts|cts)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function compilerOptions(root: string): ts.CompilerOptions {
  const file = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config ?? {}, ts.sys, root, undefined, file).options;
}

/**
 * The import graph of the TypeScript files under `folders` of `root`; imports that leave those
 * folders (packages, tests) are left out, since a cycle through them would need an import back.
 */
export function importGraph(root: string, folders: string[]): ImportGraph {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder)));
  const inside = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule?.resolvedFileName;
      if (resolved && inside.has(resolved)) targets.add(path.relative(root, resolved));
    }
    graph.set(path.relative(root, file), [...targets].sort());
  }
  return graph;
}

/**
 * Each cycle of the graph, one per strongly connected component (Tarjan), written as a shortest
 * path `a → b → … → a` from the component's first module in sort order, so a report names the same
 * modules every run.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, index.size);
    low.set(start, index.get(start)!);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, index.size);
          low.set(target, index.get(target)!);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfImport) components.push(component.sort());
    }
  }
  return components.map((component) => cyclePath(graph, new Set(component), component[0])).sort((a, b) => a[0].localeCompare(b[0]));
}

/** A shortest path from `start` back to itself inside one component (breadth-first). */
function cyclePath(graph: ImportGraph, component: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const cycle = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) cycle.splice(1, 0, at);
        return [...cycle, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
