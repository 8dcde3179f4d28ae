import ts from 'typescript';
import { typeText } from './event-details.ts';

/**
 * What an element can really do beyond its `toElement` options (issue 23, 4), read from the code it
 * reaches: starting at its `<name>.element.ts`, every declaration an identifier refers to (through
 * imports and re-exports, JSX tags, dynamic `import()` and side-effect imports of other elements) is
 * followed, so a new element, or a shared module that gains a link, is described without a list to
 * edit. From the reached code come:
 *
 * - the events dispatched by hand (`x.dispatchEvent(new CustomEvent<Detail>(NAME, …))`): on
 *   `document` or `window` they are page-level (`sessionend`), elsewhere the element's own, composed
 *   out of its shadow root (`navrequest` of the core's followLink);
 * - the `--fms-*` custom properties its styles read (`var(--fms-picker-height, 320px)`);
 * - the read-only attributes it reflects (`useReflectedAttribute(ref, 'state', …)`);
 * - the parts its own shadow tree may have (`part="table"` of the kit's data table).
 *
 * The reach is per top-level declaration, so it may include code a state of the element never runs
 * (a declared link that this user never sees); it never misses code the element can run.
 */

export interface HandEvent { name: string; detail: string; description: string }
export interface Reach {
  /** Events dispatched on the element or inside its shadow tree (composed), by name. */
  events: Map<string, HandEvent>;
  /** Events dispatched on document or window, by name. */
  pageEvents: Map<string, HandEvent>;
  /** `--fms-*` properties read, with the fallback written beside them ('' when none). A templated
   * name (`--fms-car-${status}`) ends in `*`. */
  cssProperties: Map<string, string>;
  /** Attributes the element sets on its own host, read-only for the page. */
  reflected: Set<string>;
  /** Part names written literally (`part="table"`) in code that renders into its own shadow root
   * (not into an element it composes, whose parts are its own), with the file that writes each. */
  parts: Map<string, string>;
}

/** The hook that reflects state on the host (src/elements/shared/reflect.ts); its 2nd argument is the attribute. */
const REFLECTING_HOOK = 'useReflectedAttribute';
const PAGE_TARGETS = new Set(['document', 'window']);

interface Unit {
  next: ts.Node[];
  modules: ts.SourceFile[];
  events: HandEvent[];
  pageEvents: HandEvent[];
  css: Array<[string, string]>;
  reflected: string[];
  parts: string[];
}

const inProject = (sf: ts.SourceFile) => !sf.isDeclarationFile && !/[\\/]node_modules[\\/]/.test(sf.fileName);

function topLevel(node: ts.Node): ts.Node {
  let n = node;
  while (n.parent && !ts.isSourceFile(n.parent)) n = n.parent;
  return n;
}

/** The text after `var(--name` up to its closing parenthesis: the fallback, nested var() kept. */
function fallbackAt(text: string, from: number): string {
  if (text[from] !== ',') return '';
  let depth = 1;
  for (let i = from + 1; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(from + 1, i).trim();
  }
  return '';
}

/** `--fms-*` names a piece of code reads in CSS text, with their fallbacks. */
export function cssPropertiesIn(text: string): Array<[string, string]> {
  return [...text.matchAll(/var\(\s*(--fms-[\w-]+)(\$\{[^}]*\})?\s*/g)].map((m) => [
    m[2] ? `${m[1]}*` : m[1], fallbackAt(text, m.index + m[0].length),
  ]);
}

/** Reads the reach of element modules of one program; shared code is analysed once. */
export function reachReader(program: ts.Program): (file: string) => Reach {
  const checker = program.getTypeChecker();
  const units = new Map<ts.Node, Unit>();

  const moduleOf = (specifier: ts.Node): ts.SourceFile | undefined => {
    const decl = checker.getSymbolAtLocation(specifier)?.valueDeclaration;
    return decl && ts.isSourceFile(decl) && inProject(decl) ? decl : undefined;
  };

  const resolved = (id: ts.Node): ts.Symbol | undefined => {
    let symbol = checker.getSymbolAtLocation(id);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) {
      try {
        symbol = checker.getAliasedSymbol(symbol);
      } catch {
        return undefined;
      }
    }
    return symbol;
  };

  /** An event's name: a string literal, or a constant that holds one (NAV_REQUEST_EVENT). */
  const eventName = (arg: ts.Expression | undefined): { name: string; doc: string } | undefined => {
    if (!arg) return undefined;
    if (ts.isStringLiteralLike(arg)) return { name: arg.text, doc: '' };
    const symbol = ts.isIdentifier(arg) ? resolved(arg) : undefined;
    const decl = symbol?.valueDeclaration;
    if (!symbol || !decl || !ts.isVariableDeclaration(decl) || !decl.initializer || !ts.isStringLiteralLike(decl.initializer)) return undefined;
    return { name: decl.initializer.text, doc: ts.displayPartsToString(symbol.getDocumentationComment(checker)) };
  };

  function analyse(root: ts.Node): Unit {
    const unit: Unit = { next: [], modules: [], events: [], pageEvents: [], css: cssPropertiesIn(root.getText()), reflected: [], parts: [] };
    const created = new Map<ts.Node, HandEvent>();
    const dispatches: Array<{ target: string; arg: ts.Expression }> = [];
    const visit = (node: ts.Node): void => {
      if (ts.isTypeNode(node) && !ts.isExpressionWithTypeArguments(node)) return;
      if (ts.isImportDeclaration(node)) {
        // A side-effect import (`import '../x/x.element'`) runs the whole module.
        const sf = node.importClause ? undefined : moduleOf(node.moduleSpecifier);
        if (sf) unit.modules.push(sf);
        return;
      }
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
        // What the page later uses of a module loaded on demand is read off its namespace: all of it.
        const sf = moduleOf(node.arguments[0]);
        if (sf) {
          unit.modules.push(sf);
          unit.next.push(...sf.statements);
        }
      }
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'CustomEvent') {
        const named = eventName(node.arguments?.[0]);
        const typeArg = node.typeArguments?.[0];
        if (named) created.set(node, { name: named.name, description: named.doc, detail: typeArg ? typeText(checker, checker.getTypeFromTypeNode(typeArg), typeArg) : 'null' });
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'dispatchEvent' && node.arguments[0]) {
        dispatches.push({ target: node.expression.expression.getText(), arg: node.arguments[0] });
      }
      if (ts.isJsxAttribute(node) && node.name.getText() === 'part' && node.initializer) {
        const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
        if (value && ts.isStringLiteralLike(value)) unit.parts.push(...value.text.split(/\s+/).filter(Boolean));
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === REFLECTING_HOOK && node.arguments[1] && ts.isStringLiteralLike(node.arguments[1])) {
        unit.reflected.push(node.arguments[1].text);
      }
      // A member name (`a.b`, `{ b: … }`, `<x b=…>`) is reached through its object; resolving it
      // would type-check the object, the slow part of this reading.
      // A name being declared, or a member name (`a.b`, `{ b: … }`, `<x b=…>`), is reached through
      // its object; resolving it would type-check the object, the slow part of this reading.
      // A shorthand `{ b }` refers to the variable b: it is resolved.
      const parent = node.parent as ts.Node & { name?: ts.Node };
      const isMemberName = ts.isIdentifier(node) && parent !== undefined && parent.name === node && !ts.isShorthandPropertyAssignment(parent);
      if (ts.isIdentifier(node) && !isMemberName) {
        for (const decl of resolved(node)?.declarations ?? []) {
          const sf = decl.getSourceFile();
          if (!inProject(sf) || ts.isSourceFile(decl)) continue;
          unit.modules.push(sf);
          const top = topLevel(decl);
          if (top !== root) unit.next.push(top);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(root);
    for (const { target, arg } of dispatches) {
      // The event itself, or the variable it was put in (`const event = new CustomEvent(…)`).
      let made = created.get(arg);
      if (!made && ts.isIdentifier(arg)) {
        const decl = resolved(arg)?.valueDeclaration;
        if (decl && ts.isVariableDeclaration(decl) && decl.initializer) made = created.get(decl.initializer);
      }
      if (made) (PAGE_TARGETS.has(target) ? unit.pageEvents : unit.events).push(made);
    }
    return unit;
  }

  const unitOf = (node: ts.Node) => {
    let unit = units.get(node);
    if (!unit) units.set(node, (unit = analyse(node)));
    return unit;
  };

  /** Every unit reached from a module; with `ownRoot`, not through another element's module. */
  function reachFrom(source: ts.SourceFile, ownRoot: boolean): Set<ts.Node> {
    const seen = new Set<ts.Node>();
    const seenModules = new Set<ts.SourceFile>();
    const queue: ts.Node[] = [];
    const foreign = (sf: ts.SourceFile) => ownRoot && sf !== source && sf.fileName.endsWith('.element.ts');
    const enter = (sf: ts.SourceFile) => {
      if (seenModules.has(sf) || foreign(sf)) return;
      seenModules.add(sf);
      // What a module runs when loaded: its statements that declare nothing (defineElement(…), side-effect imports).
      for (const statement of sf.statements) {
        const declares = ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isVariableStatement(statement)
          || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)
          || ts.isExportDeclaration(statement) || (ts.isImportDeclaration(statement) && statement.importClause !== undefined);
        if (!declares) queue.push(statement);
      }
    };
    enter(source);
    queue.push(...source.statements);
    while (queue.length) {
      const node = queue.pop()!;
      if (seen.has(node) || foreign(node.getSourceFile())) continue;
      seen.add(node);
      const unit = unitOf(node);
      queue.push(...unit.next);
      unit.modules.forEach(enter);
    }
    return seen;
  }

  return (file: string) => {
    const reach: Reach = { events: new Map(), pageEvents: new Map(), cssProperties: new Map(), reflected: new Set(), parts: new Map() };
    const source = program.getSourceFile(file);
    if (!source) return reach;
    for (const node of reachFrom(source, false)) {
      const unit = unitOf(node);
      for (const e of unit.events) if (!reach.events.has(e.name)) reach.events.set(e.name, e);
      for (const e of unit.pageEvents) if (!reach.pageEvents.has(e.name)) reach.pageEvents.set(e.name, e);
      for (const [name, fallback] of unit.css) if (!reach.cssProperties.get(name)) reach.cssProperties.set(name, fallback);
    }
    for (const node of reachFrom(source, true)) {
      const unit = unitOf(node);
      unit.reflected.forEach((a) => reach.reflected.add(a));
      for (const part of unit.parts) if (!reach.parts.has(part)) reach.parts.set(part, node.getSourceFile().fileName);
    }
    return reach;
  };
}
