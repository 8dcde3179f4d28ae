#!/usr/bin/env node
/**
 * Issue 24, 8: groups src/elements (and tests/elements, which mirrors it) by console area. Run once,
 * from the repository root, on a clean tree: `node scripts/layout/move-elements.mjs`. It
 *
 * 1. checks that every element folder of src/elements has an area below (a new one stops it);
 * 2. rewrites every relative import, `import()`, `new URL(…)` and Markdown link in the tracked files,
 *    resolved against the file's old place and written for its new one;
 * 3. rewrites repository paths in text (`src/elements/car-list/…`, `tests/elements/car-list/…`);
 * 4. moves the folders with `git mv`.
 *
 * Kept after the move as the record of where each folder went (and for a branch that still has the
 * old layout: run it there too).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Area → its element folders (each named by its tag without `fms-`) and area kits (`from` → `to`). */
export const AREAS = {
  live: ['monitor-map', 'vehicle-detail', 'device-detail', 'dtc-advice', 'live-video', 'hls-player', 'voice-message'],
  history: ['history-cars', 'journey-list', 'journey-review', 'track-playback', 'video-history', 'video-requests', ['shared/video', 'shared']],
  tasks: ['task-list', 'task-detail', 'task-form', 'task-import', 'schedule-list', 'schedule-form', 'schedule-preview', ['shared/tasks', 'shared']],
  events: ['event-list', 'car-events', 'monthly-report', 'driver-performance', ['shared/events', 'shared']],
  maintenance: [
    ['maintenance-list', 'v2/maintenance-list'], ['maintenance-reservation', 'v2/maintenance-reservation'], ['maintenance-orders', 'v2/maintenance-orders'],
    ['maintenance-records', 'v1/maintenance-records'], ['maintenance-record', 'v1/maintenance-record'],
    ['maintenance-cycles', 'cycles/maintenance-cycles'], ['cycle-editor', 'cycles/cycle-editor'],
    ['shared/maintenance', 'shared'],
  ],
  fleet: ['enterprise-form', 'car-list', 'car-detail', 'car-form', 'user-list', 'user-form', 'driver-list', 'fence-list', 'fence-editor', 'route-list', ['shared/people', 'shared']],
  services: ['car-services', 'service-checkout', 'service-orders', 'service-order', 'service-redeem', 'service-record', ['shared/plus', 'shared']],
  settings: ['settings-form', 'option-lists', 'custom-content', 'operation-log'],
  account: ['sign-in', 'forgot-password', 'otp-verify', 'reset-password', 'register', 'verify-account', 'password-change', 'user-profile', 'notice-list', 'app-download', 'legal-text'],
  chrome: ['app-header', 'main-nav', 'app-footer', 'user-menu', 'notification-bell', 'loading-overlay', 'toast-region', 'ops-sidebar'],
};

/** Test folders that are not named after one element. */
const TEST_ONLY = { 'maintenance-v2': 'maintenance/v2', 'app-shell': 'chrome/app-shell', 'sheet-preview': 'tasks/sheet-preview' };

/** Element folder moves, `src/elements/<from>` → `src/elements/<to>`. */
export function elementMoves() {
  const moves = [];
  for (const [area, entries] of Object.entries(AREAS)) {
    for (const entry of entries) {
      const [from, to] = Array.isArray(entry) ? entry : [entry, entry];
      moves.push([from, `${area}/${to}`]);
    }
  }
  return moves;
}

const root = process.cwd();
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

function main() {
  if (git('status', '--porcelain').trim()) throw new Error('move-elements: commit or drop your changes first.');
  const srcMoves = elementMoves().filter(([from]) => existsSync(path.join(root, 'src/elements', from)));
  const unplaced = readdirSync(path.join(root, 'src/elements'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(root, 'src/elements', d.name, `${d.name}.element.ts`)))
    .map((d) => d.name)
    .filter((name) => !srcMoves.some(([from]) => from === name));
  if (unplaced.length) throw new Error(`move-elements: no area for ${unplaced.join(', ')}: add each to AREAS.`);
  const testMoves = [...elementMoves(), ...Object.entries(TEST_ONLY)].filter(([from]) => existsSync(path.join(root, 'tests/elements', from)));
  const unplacedTests = readdirSync(path.join(root, 'tests/elements'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !['shared', 'element-contract', ...Object.keys(AREAS)].includes(d.name) && !testMoves.some(([from]) => from === d.name))
    .map((d) => d.name);
  if (unplacedTests.length) throw new Error(`move-elements: no area for tests/elements/${unplacedTests.join(', ')}: add each to TEST_ONLY.`);

  /** Absolute folder moves, longest first so a nested folder (shared/video) wins over its parent. */
  const folderMoves = [
    ...srcMoves.map(([from, to]) => [path.join(root, 'src/elements', from), path.join(root, 'src/elements', to)]),
    ...testMoves.map(([from, to]) => [path.join(root, 'tests/elements', from), path.join(root, 'tests/elements', to)]),
  ].sort((a, b) => b[0].length - a[0].length);
  const moved = (abs) => {
    for (const [from, to] of folderMoves) if (abs === from || abs.startsWith(from + path.sep)) return to + abs.slice(from.length);
    return abs;
  };
  const relativeSpecifier = (fromFile, target) => {
    const rel = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  /** A relative reference written in `file` (old place), rewritten for the file's new place. */
  const rewrite = (file, spec) => {
    if (!spec.startsWith('./') && !spec.startsWith('../')) return spec;
    const [bare, tail = ''] = spec.split(/(?=[?#])/);
    const target = path.resolve(path.dirname(file), bare);
    const next = relativeSpecifier(moved(file), moved(target)) + tail;
    return next === spec ? spec : (bare.endsWith('/') && !next.endsWith('/') ? `${next}/` : next);
  };

  const CODE = /\.(?:[cm]?[jt]sx?)$/;
  const IMPORTS = [
    /(\bfrom\s*)(['"])([^'"\n]+)\2/g,
    /(\bimport\s*\(\s*)(['"])([^'"\n]+)\2/g,
    /(\bimport\s+)(['"])([^'"\n]+)\2/g,
    /(\bnew\s+URL\s*\(\s*)(['"])([^'"\n]+)\2/g,
    /(\bvi\.mock\s*\(\s*)(['"])([^'"\n]+)\2/g,
    /(\/\/\/\s*<reference\s+path=)(['"])([^'"\n]+)\2/g,
  ];
  const MARKDOWN_LINK = /(\]\()(\.{1,2}\/[^)\s#]*)/g;
  const names = [...srcMoves.map(([from, to]) => ['src/elements/', from, to]), ...testMoves.map(([from, to]) => ['tests/elements/', from, to])]
    .sort((a, b) => b[1].length - a[1].length);
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const REPO_PATHS = names.map(([base, from, to]) => [new RegExp(`(^|[^\\w/.-])${escape(base + from)}(?![\\w-])`, 'g'), `$1${base}${to}`]);

  const files = git('ls-files', '-z').split('\0').filter(Boolean)
    .filter((f) => !f.startsWith('scripts/layout/') && !/(^|\/)package-lock\.json$/.test(f) && /\.(?:[cm]?[jt]sx?|json|md|html|sh|css|ya?ml)$/.test(f));
  const changed = new Map();
  for (const rel of files) {
    const file = path.join(root, rel);
    const before = readFileSync(file, 'utf8');
    let text = before;
    if (CODE.test(rel)) for (const pattern of IMPORTS) text = text.replace(pattern, (_, head, quote, spec) => `${head}${quote}${rewrite(file, spec)}${quote}`);
    if (rel.endsWith('.md')) text = text.replace(MARKDOWN_LINK, (_, head, spec) => `${head}${rewrite(file, spec)}`);
    for (const [pattern, to] of REPO_PATHS) text = text.replace(pattern, to);
    if (text !== before) changed.set(moved(file), text);
  }
  for (const [from, to] of folderMoves.slice().sort((a, b) => a[0].length - b[0].length)) {
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    if (existsSync(to)) {
      // A test folder joining one the area already has (maintenance-v2's tests beside v2's elements).
      for (const entry of readdirSync(from)) git('mv', path.join(from, entry), path.join(to, entry));
    } else {
      git('mv', from, to);
    }
  }
  for (const [file, text] of changed) writeFileSync(file, text);
  console.log(`move-elements: ${srcMoves.length} element folders and ${testMoves.length} test folders moved; ${changed.size} files rewritten.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
