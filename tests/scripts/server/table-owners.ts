import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Which server domain owns which table, and who touches it (issue 24, 4). The owner of a table is the
 * domain whose migrations create it (`CREATE TABLE` in domains/<domain>/migrations.ts); its columns
 * are those the migrations create or add. Nothing here is hand-listed, so a new table or domain is
 * covered as soon as its migration exists.
 */

export interface Table {
  owner: string;
  columns: Set<string>;
}

/** A file's SQL against a table its domain does not own. */
export interface ForeignSql {
  file: string;
  table: string;
  owner: string;
}

/** A named type whose fields are all columns of one table (a row of it). */
export interface RowType {
  file: string;
  name: string;
  table: string;
}

const SQL_TABLE = /\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\s+(?:ONLY\s+|IF\s+(?:NOT\s+)?EXISTS\s+)?([a-z_][a-z0-9_]*)/g;
/** The share of a row type's fields that are its table's columns. */
const ROW_SHARE = 0.7;
const NOT_COLUMNS = new Set(['primary', 'unique', 'foreign', 'check', 'constraint', 'exclude']);

/** The .ts files under dir, relative to root, in a stable order. */
export function tsFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(root, rel)).sort()) {
      const child = path.join(rel, name);
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(child.split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

/** The domain a file of the server belongs to (domains/<name>/…), or null for the shared server code. */
export function domainOf(file: string, serverDir: string): string | null {
  const rel = path.posix.relative(serverDir, file);
  const match = /^domains\/([^/]+)\//.exec(rel);
  return match ? match[1] : null;
}

/** Every table the migrations of demo/server create, with its owning domain and columns. */
export function tablesOf(root: string, serverDir: string): Map<string, Table> {
  const tables = new Map<string, Table>();
  const migrationFiles = tsFiles(root, serverDir).filter((f) => f.endsWith('/migrations.ts') && domainOf(f, serverDir));
  const texts = migrationFiles.map((f) => ({ domain: domainOf(f, serverDir)!, sql: readFileSync(path.join(root, f), 'utf8') }));
  for (const { domain, sql } of texts) {
    for (const m of sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_][a-z0-9_]*)\s*\(([\s\S]*?)\n\s*\);/g)) {
      const columns = new Set<string>();
      for (const line of m[2].split('\n')) {
        const col = /^\s*([a-z_][a-z0-9_]*)\s+[a-z]/.exec(line)?.[1];
        if (col && !NOT_COLUMNS.has(col)) columns.add(col);
      }
      tables.set(m[1], { owner: domain, columns });
    }
  }
  for (const { sql } of texts) {
    for (const m of sql.matchAll(/ALTER TABLE ([a-z_][a-z0-9_]*)([\s\S]*?);/g)) {
      for (const add of m[2].matchAll(/ADD COLUMN (?:IF NOT EXISTS )?([a-z_][a-z0-9_]*)/g)) tables.get(m[1])?.columns.add(add[1]);
    }
  }
  return tables;
}

function sourceOf(root: string, file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

/** A property or constant holding a FROM clause without its keyword (queryPage's `from`, `RECORD_FROM`, `EVENT_TABLES`). */
const FROM_NAME = /(^|_)(from|tables)$/i;

/** Whether a literal is the value of a property or constant named like a FROM clause. */
function isFromClause(node: ts.Node, source: ts.SourceFile): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isVariableDeclaration(parent)) && parent.initializer === node) {
    return FROM_NAME.test(parent.name.getText(source));
  }
  return false;
}

/** The text of every string and template literal of a file; a FROM clause's value reads as `FROM …`. */
function sqlTexts(source: ts.SourceFile): string[] {
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push(isFromClause(node, source) ? `FROM ${node.text}` : node.text);
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ? ');
      texts.push(isFromClause(node, source) ? `FROM ${text}` : text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** SQL in the server's files (migrations aside) against a table another domain owns. */
export function foreignSql(root: string, serverDir: string, tables: Map<string, Table>): ForeignSql[] {
  const found: ForeignSql[] = [];
  for (const file of tsFiles(root, serverDir)) {
    if (file.endsWith('/migrations.ts')) continue;
    const domain = domainOf(file, serverDir);
    const seen = new Set<string>();
    for (const text of sqlTexts(sourceOf(root, file))) {
      for (const m of text.matchAll(SQL_TABLE)) {
        const table = tables.get(m[1]);
        if (!table || table.owner === domain || seen.has(m[1])) continue;
        seen.add(m[1]);
        found.push({ file, table: m[1], owner: table.owner });
      }
    }
  }
  return found;
}

/** Snake-case field names of a type literal or interface (a row's columns). */
function fieldsOf(members: ts.NodeArray<ts.TypeElement>, source: ts.SourceFile): string[] {
  return members.filter(ts.isPropertySignature).map((m) => m.name.getText(source).replace(/^['"]|['"]$/g, ''));
}

/**
 * Named types of the server with a uid whose fields are mostly (ROW_SHARE) columns of one table, at
 * least three: a row type of that table, perhaps with a joined name or two. A type mixing tables
 * evenly (a join) is a row of none.
 */
export function rowTypes(root: string, serverDir: string, tables: Map<string, Table>): RowType[] {
  const found: RowType[] = [];
  for (const file of tsFiles(root, serverDir)) {
    const source = sourceOf(root, file);
    const visit = (node: ts.Node) => {
      let fields: string[] | null = null;
      let name = '';
      if (ts.isInterfaceDeclaration(node)) { fields = fieldsOf(node.members, source); name = node.name.text; }
      else if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) { fields = fieldsOf(node.type.members, source); name = node.name.text; }
      if (fields && fields.length >= 3 && fields.includes('uid') && fields.some((f) => f.includes('_'))) {
        // The table most of its fields belong to (messages rather than events, which share some names).
        let best: { table: string; own: number } | null = null;
        for (const [table, { columns }] of tables) {
          const own = fields.filter((f) => columns.has(f)).length;
          if (own >= 3 && own >= fields.length * ROW_SHARE && own > (best?.own ?? 0)) best = { table, own };
        }
        if (best) found.push({ file, name, table: best.table });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
