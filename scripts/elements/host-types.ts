import path from 'node:path';
import ts from 'typescript';
import { projectOptions } from './event-details.ts';
import { attributeOf } from './manifest.ts';

/**
 * The TypeScript types a host page downloads (issue 23, 5): `elements/v<major>/types.d.ts` (the
 * tag map, each element's properties and events, FmsEventMap, window.fmsConsole) and `react.d.ts`
 * (React 19's JSX.IntrinsicElements with props and `on<event>` listeners).
 *
 * Read by the compiler from the one declaration the console itself type-checks against,
 * src/elements/element-types.ts (each element class from `toElement`), and written out in full:
 * a host has none of the console's sources, so every named type of the console becomes its
 * structure, and only the DOM's and the language's own types keep their names.
 */

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
/** Deeper than any real prop or detail type; a recursive type stops here as `unknown`. */
const MAX_DEPTH = 12;

export interface HostTypes {
  'types.d.ts': string;
  'react.d.ts': string;
}

interface ElementTypes {
  tag: string;
  /** `FmsMonitorMap`: the stem of the Props, Events and Element names. */
  stem: string;
  props: Array<{ name: string; type: string; kind: 'boolean' | 'number' | 'other' }>;
  events: Array<{ name: string; type: string }>;
}

const isIdentifier = (name: string) => /^[A-Za-z_$][\w$]*$/.test(name);
const key = (name: string) => (isIdentifier(name) ? name : `'${name}'`);

/** Writes a type as text a host can compile: the console's named types by their structure. */
class Printer {
  constructor(private readonly program: ts.Program, private readonly checker: ts.TypeChecker, private readonly at: ts.Node) {}

  private readonly path: ts.Type[] = [];

  /** A type TypeScript's own libraries declare (DOM, ES; @types may add to it): a host has it by name. */
  private isLibrary(symbol: ts.Symbol | undefined): boolean {
    const named = ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.TypeAlias;
    return symbol !== undefined && (symbol.flags & named) !== 0
      && (symbol.declarations ?? []).some((d) => this.program.isSourceFileDefaultLibrary(d.getSourceFile()));
  }

  type(type: ts.Type): string {
    if (this.path.includes(type) || this.path.length > MAX_DEPTH) return 'unknown';
    this.path.push(type);
    try {
      return this.expand(type);
    } finally {
      this.path.pop();
    }
  }

  private expand(type: ts.Type): string {
    const { checker } = this;
    if (type.isUnion()) return this.union(type.types);
    if (type.isIntersection()) return type.types.map((t) => this.member(t)).join(' & ');
    if (!(type.flags & ts.TypeFlags.Object)) return checker.typeToString(type, undefined, FORMAT);
    if (checker.isTupleType(type)) return `[${checker.getTypeArguments(type as ts.TypeReference).map((t) => this.type(t)).join(', ')}]`;
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      const readonly = type.getSymbol()?.name === 'ReadonlyArray';
      return `${readonly ? 'ReadonlyArray' : 'Array'}<${this.type(element)}>`;
    }
    if (type.aliasSymbol && this.isLibrary(type.aliasSymbol)) {
      const args = type.aliasTypeArguments ?? [];
      return args.length ? `${type.aliasSymbol.name}<${args.map((t) => this.type(t)).join(', ')}>` : type.aliasSymbol.name;
    }
    const symbol = type.getSymbol();
    if (this.isLibrary(symbol)) {
      const args = (type as ts.TypeReference).target ? checker.getTypeArguments(type as ts.TypeReference) : [];
      return args.length ? `${symbol!.name}<${args.map((t) => this.type(t)).join(', ')}>` : symbol!.name;
    }
    return this.object(type);
  }

  /** A union's members; `true | false` is written `boolean`, as the compiler does. */
  private union(types: readonly ts.Type[]): string {
    const isBoolean = (t: ts.Type) => (t.flags & ts.TypeFlags.BooleanLiteral) !== 0;
    const both = types.filter(isBoolean).length === 2;
    const texts = types.filter((t) => !both || !isBoolean(t)).map((t) => this.member(t));
    return (both ? [...texts, 'boolean'] : texts).join(' | ');
  }

  private member(type: ts.Type): string {
    const text = this.type(type);
    return /^\(.*\) =>/.test(text) ? `(${text})` : text;
  }

  private object(type: ts.Type): string {
    const { checker } = this;
    const calls = type.getCallSignatures();
    const properties = checker.getPropertiesOfType(type);
    const indexes = checker.getIndexInfosOfType(type);
    if (calls.length === 1 && properties.length === 0 && indexes.length === 0) return this.signature(calls[0], ' =>');
    const fields = [
      ...calls.map((s) => this.signature(s, ':')),
      ...indexes.map((i) => `${i.isReadonly ? 'readonly ' : ''}[key: ${checker.typeToString(i.keyType)}]: ${this.type(i.type)}`),
      ...properties.map((p) => this.property(p)),
    ];
    return fields.length === 0 ? '{}' : `{ ${fields.join('; ')} }`;
  }

  /** One property; optional ones lose the `undefined` their `?` already says. */
  property(symbol: ts.Symbol): string {
    const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
    const readonly = symbol.declarations?.some((d) => ts.getCombinedModifierFlags(d as ts.Declaration) & ts.ModifierFlags.Readonly) ? 'readonly ' : '';
    return `${readonly}${key(symbol.name)}${optional ? '?' : ''}: ${this.defined(this.checker.getTypeOfSymbolAtLocation(symbol, this.at), optional)}`;
  }

  /** A type without the `undefined` that an optional property's or parameter's `?` already says. */
  private defined(type: ts.Type, optional: boolean): string {
    if (!optional || !type.isUnion()) return this.type(type);
    const defined = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
    return defined.length === 1 ? this.type(defined[0]) : this.union(defined);
  }

  private signature(signature: ts.Signature, arrow: ' =>' | ':'): string {
    const parameters = signature.getParameters().map((p) => {
      const declaration = p.valueDeclaration;
      const optional = declaration && ts.isParameter(declaration) && (declaration.questionToken || declaration.initializer) ? '?' : '';
      const rest = declaration && ts.isParameter(declaration) && declaration.dotDotDotToken ? '...' : '';
      return `${rest}${p.name}${optional}: ${this.defined(this.checker.getTypeOfSymbolAtLocation(p, this.at), optional !== '')}`;
    });
    return `(${parameters.join(', ')})${arrow} ${this.type(signature.getReturnType())}`;
  }
}

/** The tags of `HTMLElementTagNameMap` in element-types.ts, with the name of each element type. */
function tagMap(source: ts.SourceFile): Array<{ tag: string; typeName: string }> {
  const out: Array<{ tag: string; typeName: string }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'HTMLElementTagNameMap') {
      for (const member of node.members) {
        if (ts.isPropertySignature(member) && member.type && ts.isTypeReferenceNode(member.type) && ts.isStringLiteral(member.name)) {
          out.push({ tag: member.name.text, typeName: member.type.typeName.getText() });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out.sort((a, b) => a.tag.localeCompare(b.tag));
}

/** A top-level declaration of a module by name: its text as written (the one copy of it). */
function declarationText(source: ts.SourceFile, name: string): string {
  const found = source.statements.find((s) => (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === name);
  if (!found) throw new Error(`host types: ${source.fileName} declares no ${name}`);
  return found.getText().replace(/^export\s+/, 'export ');
}

const stemOf = (tag: string) => tag.split('-').map((part) => part[0].toUpperCase() + part.slice(1)).join('');

/** Writes the host types of the elements under `elementsDir`, for one release. */
export function hostTypes(elementsDir: string, projectRoot: string, version: string): HostTypes {
  const typesFile = path.join(elementsDir, 'element-types.ts');
  const embedFile = path.join(elementsDir, 'shared', 'embed.ts');
  const toElementFile = path.join(elementsDir, 'shared', 'to-element.ts');
  const program = ts.createProgram({ rootNames: [typesFile, embedFile], options: projectOptions(projectRoot) });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(typesFile);
  const toElementSource = program.getSourceFile(toElementFile);
  const embedSource = program.getSourceFile(embedFile);
  if (!source || !toElementSource || !embedSource) throw new Error('host types: the element sources did not load');
  const printer = new Printer(program, checker, source);
  const exported = new Map(checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).map((s) => [s.name, s]));
  const declared = (name: string) => {
    const symbol = exported.get(name);
    if (!symbol) throw new Error(`host types: element-types.ts exports no ${name}`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };

  const elements: ElementTypes[] = tagMap(source).map(({ tag, typeName }) => {
    const instance = declared(typeName);
    const parts = instance.isIntersection() ? instance.types : [instance];
    const base = parts.find((t) => t.getSymbol()?.name === 'FmsElement');
    const [eventsType] = base ? checker.getTypeArguments(base as ts.TypeReference) : [];
    const props = parts.filter((t) => t !== base).flatMap((t) => checker.getPropertiesOfType(t)).map((p) => {
      const type = checker.getTypeOfSymbolAtLocation(p, source);
      const defined = checker.getNonNullableType(type);
      const kind = defined.flags & ts.TypeFlags.BooleanLike ? 'boolean' as const : defined.flags & ts.TypeFlags.NumberLike ? 'number' as const : 'other' as const;
      return { name: p.name, type: printer.type(type), kind };
    });
    const events = eventsType ? checker.getPropertiesOfType(eventsType).map((e) => ({ name: e.name, type: printer.type(checker.getTypeOfSymbolAtLocation(e, source)) })) : [];
    return { tag, stem: stemOf(tag), props, events };
  });

  const eventMap = checker.getPropertiesOfType(declared('FmsEventMap')).map((e) => `  ${printer.property(e)};`);
  const api = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(
    checker.getExportsOfModule(checker.getSymbolAtLocation(embedSource)!).find((s) => s.name === 'FmsConsoleApi')!,
  )).map((p) => `  ${printer.property(p)};`);
  // The page settings the console reads from window (config, the console's page API), not its internal state (`__fms…`).
  const windowMembers = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(checker.resolveName('Window', undefined, ts.SymbolFlags.Interface, false)!))
    .filter((p) => !p.name.startsWith('__fms') && p.name !== 'fmsConsole' && p.declarations?.some((d) => !d.getSourceFile().fileName.includes('node_modules') && d.getSourceFile().fileName.startsWith(projectRoot)))
    .map((p) => `    ${printer.property(p)};`);

  const header = (what: string) => [
    `// ${what} of the fleet console's elements, release ${version}.`,
    '// Generated at build from src/elements/element-types.ts (scripts/elements/host-types.ts); do not edit.',
    '',
  ];
  const types = [
    ...header('TypeScript types for host pages'),
    '// Save it in your project (it is a module: list it in tsconfig "include", or `import type {} from \'./types.js\'` where you use the elements);',
    '// document.createElement(\'fms-monitor-map\'), querySelector and addEventListener(\'carselect\', …) are then typed.',
    '',
    `export type FmsRelease = '${version}';`,
    '',
    '/** An element, whose addEventListener knows its own events. */',
    declarationText(toElementSource, 'FmsElement'),
    '',
    ...elements.flatMap((e) => [
      `/** The properties of <${e.tag}> (each also an attribute, kebab-case). */`,
      `export interface ${e.stem}Props {${e.props.map((p) => `\n  ${key(p.name)}: ${p.type};`).join('')}${e.props.length ? '\n' : ''}}`,
      `/** The events <${e.tag}> dispatches (bubbling, composed). */`,
      `export interface ${e.stem}Events {${e.events.map((v) => `\n  ${key(v.name)}: ${v.type};`).join('')}${e.events.length ? '\n' : ''}}`,
      `export type ${e.stem}Element = FmsElement<${e.stem}Events> & ${e.stem}Props;`,
      '',
    ]),
    '/** Every event an element dispatches, by DOM name, with its detail (`navrequest` from any element\'s link). */',
    `export interface FmsEventMap {\n${eventMap.join('\n')}\n}`,
    '',
    '/** window.fmsConsole: the page API the element bundles and the loader share. */',
    `export interface FmsConsole {\n${api.join('\n')}\n}`,
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...elements.map((e) => `    '${e.tag}': ${e.stem}Element;`),
    '  }',
    '  interface Window {',
    '    fmsConsole?: FmsConsole;',
    ...windowMembers,
    '  }',
    '}',
    '',
  ].join('\n');

  const react = [
    ...header('React 19 JSX types'),
    '// Save it beside types.d.ts. React 19 sets a property the element has (carUid), passes any other prop as an',
    '// attribute (car-uid) and adds an on<event> prop as a listener of <event> (oncarselect).',
    '',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    `import type {\n${elements.map((e) => `  ${e.stem}Element, ${e.stem}Events, ${e.stem}Props,`).join('\n')}\n} from './types.js';`,
    '',
    '/** An element\'s JSX props: its properties, its attributes and a listener per event. */',
    'type FmsJsx<E, P, V, A> = DetailedHTMLProps<HTMLAttributes<E>, E> & Partial<P> & A & { [K in keyof V & string as `on${K}`]?: (event: V[K]) => void };',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements.map((e) => {
      // Multi-word props only: `code` is the same name as property and attribute.
      const attributes = e.props.filter((p) => /[A-Z]/.test(p.name))
        .map((p) => `'${attributeOf(p.name)}'?: ${p.kind === 'boolean' ? 'boolean' : p.kind === 'number' ? 'number | string' : 'string'}`);
      return `      '${e.tag}': FmsJsx<${e.stem}Element, ${e.stem}Props, ${e.stem}Events, {${attributes.length ? ` ${attributes.join('; ')} ` : ''}}>;`;
    }),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
  return { 'types.d.ts': types, 'react.d.ts': react };
}
