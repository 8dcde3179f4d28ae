import ts from 'typescript';

/**
 * Label maps (issue 24, 6: "no label map outside the vocabulary"). A label map ties codes to the
 * words people read for them: `{ open: '待處理', done: '已完成' }`, `{ A: { label: '立即停車' } }`,
 * `[{ code: 'duplicate', name: '二聯式' }, …]` or `[['carNo', '車號'], …]`. Such a table belongs in
 * src/core/api/contract/vocabulary, where the console and the server read the same words; written
 * anywhere else it is a second copy waiting to drift.
 *
 * A label is a short Traditional Chinese text without sentence punctuation: a table of sentences
 * (error texts, hints, progress lines) is a table of messages, not of names, and stays beside the
 * code that says them.
 */

export interface LabelMap {
  file: string;
  line: number;
  /** The const the table is assigned to, or the enclosing one for an inline table ('' if none). */
  name: string;
  /** The first labels, for the message. */
  labels: string[];
}

const HAN = /[\u4e00-\u9fff]/;
/** What makes a text a sentence or a progress line rather than a name. */
const SENTENCE = /[。？！，；：…]|\.\.\./;
/** Longer texts are descriptions even without punctuation. */
const MAX_LABEL = 16;
/** Properties that carry an entry's words in a table of entries. */
const WORD_KEYS = new Set(['label', 'name']);
/** Properties that carry an entry's code in a list of entries. */
const CODE_KEYS = new Set(['code', 'key', 'value']);
/** Two entries make a table; one word alone is just a word. */
const MIN_ENTRIES = 2;

const textOf = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** The label a node spells, if it is one. */
export function labelText(node: ts.Node | undefined): string | undefined {
  const text = textOf(node);
  return text !== undefined && HAN.test(text) && !SENTENCE.test(text) && [...text].length <= MAX_LABEL ? text : undefined;
}

const propertyName = (p: ts.ObjectLiteralElementLike) =>
  ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;

const property = (object: ts.ObjectLiteralExpression, names: ReadonlySet<string>) =>
  object.properties.find((p): p is ts.PropertyAssignment => names.has(propertyName(p) ?? ''));

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;

/**
 * Keys that describe one thing rather than list codes: an object holding any of them is a field's or
 * a control's declaration (`{ label: '統一編號', hint: '8 位數字' }`, Leaflet's `zoomInTitle`), not a
 * map from codes to words.
 */
const DESCRIBING = /^(label|name|heading|hint|placeholder|description|text|message|legend|caption|unit)$|(Title|Text|Label)$/;

/**
 * The words of an entry of a keyed table (`open: '待處理'` or `A: { label: '立即停車', … }`), null
 * when the entry makes the object something other than a label map (a literal that is not a label).
 */
function keyedEntryLabel(value: ts.Expression): string | undefined | null {
  const v = unwrap(value);
  if (ts.isObjectLiteralExpression(v)) {
    const label = property(v, new Set(['label']));
    // An entry that also has a `name` is a field's declaration (its input's name beside its label).
    return label && !property(v, new Set(['name'])) ? labelText(label.initializer) : undefined;
  }
  if (ts.isStringLiteral(v) || ts.isNoSubstitutionTemplateLiteral(v)) return labelText(v) ?? null;
  return ts.isNumericLiteral(v) || v.kind === ts.SyntaxKind.TrueKeyword || v.kind === ts.SyntaxKind.FalseKeyword ? null : undefined;
}

/**
 * The words of an element of a list of entries: `['x', '…']`, or an object of a code and its words
 * only (`{ code: 'x', name: '…' }`, `{ value: 'x', label: '…' }`); an entry with more (a filter's
 * kind, a figure's unit, a county's districts) declares something else.
 */
function listedEntryLabel(element: ts.Expression): string | undefined {
  const e = unwrap(element);
  if (ts.isArrayLiteralExpression(e) && e.elements.length === 2) {
    const [code, word] = e.elements;
    return textOf(code) !== undefined && !HAN.test(textOf(code)!) ? labelText(word) : undefined;
  }
  if (!ts.isObjectLiteralExpression(e) || e.properties.length !== 2) return undefined;
  const code = property(e, CODE_KEYS);
  const word = property(e, WORD_KEYS);
  return code && word && textOf(code.initializer) !== undefined ? labelText(word.initializer) : undefined;
}

/** The labels of a table literal when it is a label map, else undefined. */
function tableLabels(node: ts.Node): string[] | undefined {
  let labels: string[] = [];
  if (ts.isObjectLiteralExpression(node)) {
    if (node.properties.some((p) => DESCRIBING.test(propertyName(p) ?? ''))) return undefined;
    const entries = node.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? [keyedEntryLabel(p.initializer)] : []));
    if (entries.includes(null)) return undefined;
    labels = entries.filter((l): l is string => typeof l === 'string');
  } else if (ts.isArrayLiteralExpression(node)) {
    labels = node.elements.map(listedEntryLabel).filter((l): l is string => l !== undefined);
  }
  return labels.length >= MIN_ENTRIES ? labels : undefined;
}

function enclosingName(node: ts.Node): string {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name)) return n.name.text;
  }
  return '';
}

/** Every label map of a source text, outermost first (a map's own entries are not reported again). */
export function labelMapsOf(file: string, text: string): LabelMap[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out: LabelMap[] = [];
  const walk = (node: ts.Node): void => {
    const labels = tableLabels(node);
    if (labels) {
      out.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, name: enclosingName(node), labels: labels.slice(0, 3) });
      return;
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return out;
}
