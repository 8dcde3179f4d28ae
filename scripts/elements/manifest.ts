import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { elementsProgram, readEventDetails, readPropDocs, typeText } from './event-details.ts';
import { elementFiles } from './element-files.ts';
import { reachReader, type HandEvent, type Reach } from './reach.ts';

/**
 * The custom-elements manifest (custom-elements.json, schema 2.1) of the console's elements, read
 * from their own declarations (issue 9, distribution): each `<name>.element.ts` under `src/elements`
 * gives its tag (`defineElement('fms-…')`), its props and events (the `toElement` options, the
 * same object that becomes the class's `contract`) and its JSDoc header, whose prose sections
 * (`Attributes:`, `Events:`, `CSS custom properties:`, `Parts:`) describe them. `@cssprop`,
 * `@csspart`, `@attr` and `@fires` tags are read too, for a header that prefers them.
 *
 * Parsed with the TypeScript compiler, not imported: the modules register elements and need a DOM.
 */

export interface Described { name: string; description: string }
export interface ElementDoc {
  /** The registration module (`…/<name>.element.ts`), wherever it is under src/elements. */
  file: string;
  folder: string;
  tag: string;
  className: string;
  description: string;
  /** Every prop: its attribute (kebab-case), r2wc type and description; and each attribute the
   * element reflects on its own (no prop, `readonly`). */
  attributes: Array<Described & { prop: string; type: string; readonly?: boolean }>;
  /** Every event: its DOM name, callback prop (none for one the code dispatches by hand, e.g.
   * `navrequest`), description and detail type (TypeScript text). */
  events: Array<Described & { prop?: string; detail?: string }>;
  cssProperties: Described[];
  cssParts: Described[];
}

const SECTIONS = ['Attributes', 'Attribute', 'Events', 'Event', 'CSS custom properties', 'Parts', 'Part', 'Sizing', 'Slots', 'Keyboard', 'Data'];
const SECTION_RE = new RegExp(`(?:^|(?<=[.\\s]))(${SECTIONS.join('|')}):`, 'g');

export const attributeOf = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
const eventOf = (prop: string) => prop.replace(/^on/, '').toLowerCase();

/** The header split into its description and its named sections. */
export function splitHeader(text: string): { description: string; sections: Map<string, string> } {
  const flat = text.replace(/\s+/g, ' ').trim();
  const marks = [...flat.matchAll(SECTION_RE)];
  const sections = new Map<string, string>();
  marks.forEach((m, i) => {
    const start = m.index + m[0].length;
    const end = i + 1 < marks.length ? marks[i + 1].index : flat.length;
    const key = m[1].replace(/s$/, '').replace(/^CSS custom propertie$/, 'CSS custom properties');
    sections.set(key, `${sections.get(key) ?? ''} ${flat.slice(start, end)}`.trim());
  });
  return { description: (marks.length ? flat.slice(0, marks[0].index) : flat).trim(), sections };
}

/** What a section says about each backticked name: the text after it, up to the next listed name. */
export function describeNames(section: string, names: readonly string[]): Map<string, string> {
  const found: Array<{ name: string; at: number; end: number }> = [];
  for (const name of names) {
    const at = section.indexOf(`\`${name}\``);
    if (at >= 0) found.push({ name, at, end: at + name.length + 2 });
  }
  found.sort((a, b) => a.at - b.at);
  const out = new Map<string, string>();
  found.forEach((f, i) => {
    const next = i + 1 < found.length ? found[i + 1].at : section.length;
    // `, and the kit's …` after a name continues the list; it says nothing of that name.
    const text = section.slice(f.end, next).trim().replace(/^[—–:-]\s*/, '').replace(/^,.*$/, '');
    out.set(f.name, (text.startsWith('(') ? parenthesised(text) : text).replace(/[,;]?\s*(and( the)?)?\s*$/, '').replace(/[,;.]$/, '').trim());
  });
  return out;
}

/** The text inside a leading parenthesis, nested ones kept: `(#fff), and the kit's` → `#fff`. */
function parenthesised(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(1, i);
  }
  return text.slice(1);
}

/** Backticked names of a section matching a pattern (`--fms-…` custom properties, part names). */
const namesIn = (section: string | undefined, re: RegExp) => [...new Set([...(section ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter((n) => re.test(n)))];

/** `@tag name - description` lines of a header. */
function tagLines(text: string, tag: string): Described[] {
  return [...text.matchAll(new RegExp(`@${tag}\\s+\\{?[^\\s}]*\\}?\\s*([\\w-]+)\\s*-?\\s*([^\\n@]*)`, 'g'))]
    .map((m) => ({ name: m[1], description: m[2].trim() }));
}

const literalText = (node: ts.Node) => (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined);
const keyText = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText());

/** A record literal (`{ a: 'string' }`) or an array of names (`['a']`) as name → value. */
function entriesOf(node: ts.Expression | undefined): Array<[string, string]> {
  if (!node) return [];
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => [literalText(e) ?? e.getText(), 'string']);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.filter(ts.isPropertyAssignment).map((p) => [keyText(p.name), literalText(p.initializer) ?? p.initializer.getText()]);
  }
  return [];
}

/** What the header says of each event, attribute and custom property by name. */
interface HeaderDocs { eventDocs: Map<string, string>; attrDocs: Map<string, string>; cssDocs: Map<string, string> }

/** The documentation of one element module. */
export function readElement(file: string, reached: { events?: Iterable<string>; attributes?: Iterable<string> } = {}): ElementDoc & { header: HeaderDocs } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  let tag = '';
  let className = '';
  let header = '';
  let options: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === 'defineElement' && node.arguments[0]) tag = literalText(node.arguments[0]) ?? tag;
      if (node.expression.text === 'toElement' && node.arguments[1] && ts.isObjectLiteralExpression(node.arguments[1])) options = node.arguments[1];
    }
    if (ts.isVariableStatement(node) && node.declarationList.declarations.some((d) => d.initializer && /toElement\(/.test(d.initializer.getText()))) {
      className = node.declarationList.declarations[0].name.getText();
      const docs = ts.getJSDocCommentsAndTags(node.declarationList.declarations[0]).filter(ts.isJSDoc);
      header = docs.map((d) => d.getText()).join('\n').replace(/^\/\*\*|\*\/$/g, '').replace(/^\s*\* ?/gm, '');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const prop = (name: string) => options?.properties.filter(ts.isPropertyAssignment).find((p) => keyText(p.name) === name)?.initializer;
  const { description, sections } = splitHeader(header.replace(/^@\w+.*$/gm, ''));
  const props = entriesOf(prop('props'));
  const events = entriesOf(prop('events')).map(([p]) => p);
  // The names the code reaches beyond the options (navrequest, a reflected `state`) end the text before them.
  const attrDocs = describeNames(sections.get('Attribute') ?? '', [...props.map(([p]) => attributeOf(p)), ...(reached.attributes ?? [])]);
  for (const t of tagLines(header, 'attr')) attrDocs.set(t.name, t.description);
  const eventDocs = describeNames(sections.get('Event') ?? '', [...events.map(eventOf), ...(reached.events ?? [])]);
  for (const t of tagLines(header, 'fires')) eventDocs.set(t.name, t.description);
  const cssNames = namesIn(sections.get('CSS custom properties'), /^--/);
  const cssDocs = describeNames(sections.get('CSS custom properties') ?? '', cssNames);
  const partNames = namesIn(sections.get('Part'), /^[\w-]+$/);
  const partDocs = describeNames(sections.get('Part') ?? '', partNames);
  const byName = (extra: Described[], names: string[], docs: Map<string, string>) => {
    const list = names.map((name) => ({ name, description: docs.get(name) ?? '' }));
    for (const e of extra) if (!list.some((l) => l.name === e.name)) list.push(e);
    return list;
  };
  return {
    header: { eventDocs, attrDocs, cssDocs },
    file,
    folder: path.basename(path.dirname(file)),
    tag,
    className,
    description,
    attributes: props.map(([p, type]) => ({ prop: p, name: attributeOf(p), type, description: attrDocs.get(attributeOf(p)) ?? '' })),
    events: events.map((p) => ({ prop: p, name: eventOf(p), description: eventDocs.get(eventOf(p)) ?? '' })),
    cssProperties: byName(tagLines(header, 'cssprop'), cssNames, cssDocs),
    cssParts: byName(tagLines(header, 'csspart'), partNames, partDocs),
  };
}

/** Where the shared theme tokens are declared, relative to src/elements. */
export const TOKENS_FILE = 'shared/ui/tokens.ts';

/**
 * The public `--fms-*` properties every element reads (the theme tokens of `shared/ui/tokens.ts`,
 * each `--_private: var(--fms-public, default)`), with their defaults. The manifest adds them to
 * every element, so the element headers name only their own properties and point to the README.
 * A templated name (`--fms-car-${status}`) becomes a wildcard (`--fms-car-*`).
 */
export function readSharedCssProperties(tokensFile: string): Described[] {
  const source = readFileSync(tokensFile, 'utf8');
  const found = new Map<string, string>();
  for (const m of source.matchAll(/--_[\w-]+(?:\$\{\w+\})?: var\((--fms-[\w-]+(?:\$\{\w+\})?), (.*?)\);/g)) {
    const name = m[1].replace(/\$\{\w+\}$/, '*');
    const fallback = m[2].replace(/\$\{[^}]+\}/g, "the catalogue's colour");
    found.set(name, `Shared theme token (src/elements/README.md, Theming); default ${fallback}`);
  }
  return [...found].map(([name, description]) => ({ name, description }));
}

/** Where the page-wide API (`window.fmsConsole`) is declared, relative to src/elements. */
export const EMBED_FILE = 'shared/embed.ts';

/** A member of the page-wide API: a method with its parameters, or a field. */
export interface PageMember { kind: 'method' | 'field'; name: string; type: string; description: string; readonly?: boolean; parameters?: Array<{ name: string; type: string; optional?: boolean }>; return?: string }
/** The page-level contract: each `window.<name>` global a host page uses, and the events dispatched on document. */
export interface PageApi {
  globals: Array<{ name: string; type: string; description: string; members: PageMember[] }>;
  events: HandEvent[];
}

/**
 * The page-wide globals a host page uses: each member of a `declare global { interface Window {…} }`
 * in the elements' code marked `@public` (`fmsConsole`, created by the bundles; `__FMS_CONFIG__`,
 * set by the page), with the members of its type read by the compiler, so a method added to
 * FmsConsoleApi is in the manifest without editing this file. Unmarked globals are internal.
 */
export function readPageGlobals(program: ts.Program): PageApi['globals'] {
  const checker = program.getTypeChecker();
  const globals: PageApi['globals'] = [];
  const doc = (symbol: ts.Symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
  // A parameter's type written out, not by a name a host cannot look up (TokenProvider, HostTokens).
  const written = (type: ts.Type, at?: ts.Node): string => (type.getCallSignatures().length
    ? checker.typeToString(type, undefined, ts.TypeFormatFlags.InTypeAlias | ts.TypeFormatFlags.NoTruncation)
    : at ? typeText(checker, type, at) : checker.typeToString(type));
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Window' && ts.isModuleBlock(node.parent)) {
      for (const signature of node.members.filter(ts.isPropertySignature)) {
        const name = signature.name.getText();
        if (!signature.type || !ts.getJSDocTags(signature).some((t) => t.tagName.text === 'public')) continue;
        const own = checker.getSymbolAtLocation(signature.name);
        const type = checker.getTypeFromTypeNode(signature.type);
        const interfaceSymbol = type.getSymbol();
        const members = checker.getPropertiesOfType(type).map((symbol): PageMember => {
          const memberType = checker.getTypeOfSymbolAtLocation(symbol, signature);
          // An optional method (`discover?(root)`) is typed `fn | undefined`: its signature is the function's.
          const [call] = checker.getNonNullableType(memberType).getCallSignatures();
          const decl = symbol.declarations?.[0];
          if (call && decl && ts.isMethodSignature(decl)) {
            return {
              kind: 'method', name: symbol.name, type: checker.typeToString(memberType), description: doc(symbol),
              parameters: call.getParameters().map((p) => {
                const pd = p.valueDeclaration;
                return { name: p.name, type: written(checker.getTypeOfSymbolAtLocation(p, signature), signature), ...(pd && ts.isParameter(pd) && pd.questionToken ? { optional: true } : {}) };
              }),
              return: checker.typeToString(call.getReturnType()),
            };
          }
          const readonly = decl !== undefined && (ts.getCombinedModifierFlags(decl as ts.Declaration) & ts.ModifierFlags.Readonly) !== 0;
          const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
          const fieldType = typeText(checker, optional ? checker.getNonNullableType(memberType) : memberType, signature);
          return { kind: 'field', name: symbol.name, type: optional ? `${fieldType} | undefined` : fieldType, description: doc(symbol), ...(readonly ? { readonly } : {}) };
        });
        const description = [own ? doc(own) : '', interfaceSymbol ? doc(interfaceSymbol) : ''].filter(Boolean).join(' ');
        globals.push({ name, type: checker.typeToString(type), description, members });
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const source of program.getSourceFiles()) if (!source.isDeclarationFile && !/[\\/]node_modules[\\/]/.test(source.fileName)) visit(source);
  return globals.sort((a, b) => a.name.localeCompare(b.name));
}

/** An event the code dispatches by hand: described once, by its constant's JSDoc (the header's words when it has none). */
const handEvent = (e: HandEvent, docs: Map<string, string>) => ({ name: e.name, prop: undefined, detail: e.detail, description: e.description.replace(/\s+/g, ' ').trim() || docs.get(e.name) || '' });

/** A doc completed with what its code reaches: hand-dispatched events, reflected attributes, custom properties read. */
function withReach(doc: ElementDoc & { header: HeaderDocs }, reach: Reach, shared: readonly Described[], cssDocs: Map<string, string>, elementsDir: string): ElementDoc & { header: HeaderDocs } {
  const events = [...doc.events];
  for (const e of reach.events.values()) if (!events.some((x) => x.name === e.name)) events.push(handEvent(e, doc.header.eventDocs));
  const attributes = [...doc.attributes];
  for (const name of reach.reflected) {
    if (!attributes.some((a) => a.name === name)) attributes.push({ name, prop: '', type: 'string', readonly: true, description: doc.header.attrDocs.get(name) ?? '' });
  }
  const cssProperties = [...doc.cssProperties];
  const covered = (name: string) => [...cssProperties, ...shared].some((p) => p.name === name || (p.name.endsWith('*') && name.startsWith(p.name.slice(0, -1))));
  for (const [name, fallback] of reach.cssProperties) {
    if (!covered(name)) cssProperties.push({ name, description: doc.header.cssDocs.get(name) || cssDocs.get(name) || (fallback ? `default ${fallback}` : '') });
  }
  const cssParts = [...doc.cssParts];
  for (const [name, where] of reach.parts) if (!cssParts.some((p) => p.name === name)) cssParts.push({ name, description: `rendered by src/elements/${path.relative(elementsDir, where).split(path.sep).join('/')}` });
  return { ...doc, events, attributes, cssProperties, cssParts };
}

/**
 * The whole contract of src/elements: every element (each `*.element.ts`, at any depth,
 * ./element-files.ts), sorted by tag, and the page-level API. With `projectRoot`, the compiler also reads each event's
 * detail type (./event-details.ts) and what each element's code reaches (./reach.ts): the events it
 * dispatches by hand, the attributes it reflects and the custom properties its styles read; and the
 * page API of src/elements/shared/embed.ts.
 */
export function readContract(elementsDir: string, projectRoot?: string): { elements: ElementDoc[]; page: PageApi } {
  const tokens = path.join(elementsDir, TOKENS_FILE);
  const shared = existsSync(tokens) ? readSharedCssProperties(tokens) : [];
  const files = elementFiles(elementsDir);
  const embedFile = path.join(elementsDir, EMBED_FILE);
  const program = projectRoot ? elementsProgram([...files, embedFile], projectRoot) : undefined;
  const details = program && projectRoot ? readEventDetails(files, projectRoot, program) : undefined;
  const propDocs = program && projectRoot ? readPropDocs(files, projectRoot, program) : undefined;
  const reachOf = program ? reachReader(program) : undefined;
  const pageEvents = new Map<string, HandEvent>();
  const read = files.map((file) => {
    const reach = reachOf?.(file);
    return { file, reach, doc: readElement(file, { events: reach?.events.keys(), attributes: reach?.reflected }) };
  });
  // A custom property one header describes (the picker's height) is described so on every element that reads it.
  const cssDocs = new Map<string, string>();
  for (const { doc } of read) for (const [name, text] of doc.header.cssDocs) if (text && !cssDocs.has(name)) cssDocs.set(name, text);
  const elements = read
    .map(({ file, reach, doc }) => {
      // What the header does not say of a prop or event, its prop's JSDoc in the component says.
      const docOf = (prop: string | undefined, described: string) => described || (prop && propDocs?.get(file)?.get(prop)) || '';
      const events = doc.events.map((e) => ({ ...e, description: docOf(e.prop, e.description), detail: e.prop ? details?.get(file)?.get(e.prop) : undefined }));
      const attributes = doc.attributes.map((a) => ({ ...a, description: docOf(a.prop, a.description) }));
      const withShared = { ...doc, events, attributes, cssProperties: [...doc.cssProperties, ...shared.filter((s) => !doc.cssProperties.some((p) => p.name === s.name))] };
      if (!reach) return withShared;
      for (const e of reach.pageEvents.values()) if (!pageEvents.has(e.name)) pageEvents.set(e.name, e);
      return withReach(withShared, reach, shared, cssDocs, elementsDir);
    })
    .map(({ header: _header, ...doc }) => doc)
    .sort((a, b) => a.tag.localeCompare(b.tag));
  const globals = program ? readPageGlobals(program) : [];
  return { elements, page: { globals, events: [...pageEvents.values()] } };
}

/** Every element of src/elements, sorted by tag (see readContract). */
export function readElements(elementsDir: string, projectRoot?: string): ElementDoc[] {
  return readContract(elementsDir, projectRoot).elements;
}

const TYPE_TEXT: Record<string, string> = { string: 'string', boolean: 'boolean', number: 'number', json: 'object', object: 'object', function: 'Function' };

/**
 * The prop types whose property r2wc writes back to the attribute when set (it has a `stringify`
 * for each but `method`): `el.carUid = 'c1'` sets `car-uid="c1"`, as `img.src` sets `src`; booleans
 * by presence (to-element.ts). The element contract test checks this against the elements.
 */
const REFLECTED_TYPES = new Set(['string', 'number', 'boolean', 'json', 'function']);

/** The module of the page-level API: every element bundle and the loader's join the same `window.fmsConsole`. */
export const PAGE_MODULE = 'elements/loader.js';

function pageModule(page: PageApi): object {
  return {
    kind: 'javascript-module',
    path: PAGE_MODULE,
    description: 'The page-level API: the window globals a host page uses (window.fmsConsole, which the first element bundle creates, any /elements/<tag>.js or one the loader imports, and every later bundle joins; window.__FMS_CONFIG__, which the page sets before any bundle loads), and the events dispatched on document.',
    declarations: [
      ...page.globals.map((g) => ({
        kind: 'variable',
        name: `window.${g.name}`,
        type: { text: g.type },
        description: g.description,
        members: g.members.map((m) => (m.kind === 'method'
          ? { kind: 'method', name: m.name, description: m.description, parameters: m.parameters?.map((p) => ({ name: p.name, type: { text: p.type }, ...(p.optional ? { optional: true } : {}) })), return: { type: { text: m.return } } }
          : { kind: 'field', name: m.name, type: { text: m.type }, description: m.description, ...(m.readonly ? { readonly: true } : {}) })),
      })),
      // The events dispatched on document (they bubble to window), not on an element.
      { kind: 'variable', name: 'document', type: { text: 'Document' }, description: 'The events the elements dispatch on document.',
        events: page.events.map((e) => ({ name: e.name, type: { text: `CustomEvent<${e.detail}>` }, description: e.description.replace(/\s+/g, ' ').trim() })) },
    ],
  };
}

/**
 * The manifest itself: one module per element, at its stable URL (elements/<tag>.js), and with
 * `page` the module of the page-level API (window.fmsConsole, events on document).
 */
export function toManifest(docs: readonly ElementDoc[], page?: PageApi): object {
  return {
    schemaVersion: '2.1.0',
    readme: 'Fleet-management console elements. Load /elements/loader.js, or one /elements/<tag>.js per element.',
    modules: [...docs.map((d) => {
      const module = `elements/${d.tag}.js`;
      return {
        kind: 'javascript-module',
        path: module,
        declarations: [{
          kind: 'class',
          name: d.className,
          tagName: d.tag,
          customElement: true,
          description: d.description,
          attributes: d.attributes.map((a) => ({ name: a.name, ...(a.prop ? { fieldName: a.prop } : {}), type: { text: TYPE_TEXT[a.type] ?? a.type }, description: a.description })),
          members: d.attributes.filter((a) => a.prop).map((a) => ({
            kind: 'field', name: a.prop, type: { text: TYPE_TEXT[a.type] ?? a.type }, attribute: a.name, description: a.description,
            ...(REFLECTED_TYPES.has(a.type) ? { reflects: true } : {}),
            ...(a.type === 'boolean' ? { default: 'false' } : {}),
          })),
          events: d.events.map((e) => ({ name: e.name, type: { text: e.detail ? `CustomEvent<${e.detail}>` : 'CustomEvent' }, description: e.description })),
          cssProperties: d.cssProperties,
          cssParts: d.cssParts,
        }],
        exports: [
          { kind: 'js', name: d.className, declaration: { name: d.className, module } },
          { kind: 'custom-element-definition', name: d.tag, declaration: { name: d.className, module } },
        ],
      };
    }), ...(page && page.globals.length ? [pageModule(page)] : [])],
  };
}
