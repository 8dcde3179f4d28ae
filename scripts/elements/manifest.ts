import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { readEventDetails } from './event-details.ts';

/**
 * The custom-elements manifest (custom-elements.json, schema 2.1) of the console's elements, read
 * from their own declarations (issue 9, distribution): each `src/elements/<folder>/<folder>.element.ts`
 * gives its tag (`defineElement('fms-…')`), its props and events (the `toElement` options, the
 * same object that becomes the class's `contract`) and its JSDoc header, whose prose sections
 * (`Attributes:`, `Events:`, `CSS custom properties:`, `Parts:`) describe them. `@cssprop`,
 * `@csspart`, `@attr` and `@fires` tags are read too, for a header that prefers them.
 *
 * Parsed with the TypeScript compiler, not imported: the modules register elements and need a DOM.
 */

export interface Described { name: string; description: string }
export interface ElementDoc {
  folder: string;
  tag: string;
  className: string;
  description: string;
  /** Every prop: its attribute (kebab-case), r2wc type and description. */
  attributes: Array<Described & { prop: string; type: string }>;
  /** Every event: its DOM name, callback prop, description and detail type (TypeScript text). */
  events: Array<Described & { prop: string; detail?: string }>;
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

/** The documentation of one element module. */
export function readElement(file: string): ElementDoc {
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
  const attrDocs = describeNames(sections.get('Attribute') ?? '', props.map(([p]) => attributeOf(p)));
  for (const t of tagLines(header, 'attr')) attrDocs.set(t.name, t.description);
  const eventDocs = describeNames(sections.get('Event') ?? '', events.map(eventOf));
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

/**
 * Every element folder of src/elements (a folder with `<folder>.element.ts`), sorted by tag. With
 * `projectRoot`, each event also gets its detail type, read by the compiler (./event-details.ts).
 */
export function readElements(elementsDir: string, projectRoot?: string): ElementDoc[] {
  const tokens = path.join(elementsDir, TOKENS_FILE);
  const shared = existsSync(tokens) ? readSharedCssProperties(tokens) : [];
  const files = readdirSync(elementsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(elementsDir, d.name, `${d.name}.element.ts`)))
    .map((d) => path.join(elementsDir, d.name, `${d.name}.element.ts`));
  const details = projectRoot ? readEventDetails(files, projectRoot) : undefined;
  return files
    .map((file) => {
      const doc = readElement(file);
      const events = doc.events.map((e) => ({ ...e, detail: details?.get(file)?.get(e.prop) }));
      return { ...doc, events, cssProperties: [...doc.cssProperties, ...shared.filter((s) => !doc.cssProperties.some((p) => p.name === s.name))] };
    })
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

const TYPE_TEXT: Record<string, string> = { string: 'string', boolean: 'boolean', number: 'number', json: 'object', object: 'object', function: 'Function' };

/** The manifest itself: one module per element, at its stable URL (elements/<tag>.js). */
export function toManifest(docs: readonly ElementDoc[]): object {
  return {
    schemaVersion: '2.1.0',
    readme: 'Fleet-management console elements. Load /elements/loader.js, or one /elements/<tag>.js per element.',
    modules: docs.map((d) => {
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
          attributes: d.attributes.map((a) => ({ name: a.name, fieldName: a.prop, type: { text: TYPE_TEXT[a.type] ?? a.type }, description: a.description })),
          members: d.attributes.map((a) => ({
            kind: 'field', name: a.prop, type: { text: TYPE_TEXT[a.type] ?? a.type }, attribute: a.name, description: a.description,
            ...(a.type === 'boolean' ? { reflects: true, default: 'false' } : {}),
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
    }),
  };
}
