import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { elementBoundaries } from './scripts/eslint/element-boundaries.js';
import { importDirection } from './scripts/eslint/import-direction.js';

/**
 * Lint with zero warnings. The import boundaries of the conventions are rules here, so they stay
 * true without anyone remembering: core ← elements ← apps ← demo, the server importing only core
 * (the table of scripts/eslint/import-direction.js). Import cycles are found by
 * tests/scripts/imports/cycles.test.ts, which walks the whole graph.
 */
const noReact = { group: ['react', 'react-dom', 'react-dom/*', '@nanostores/react', '@r2wc/*', 'single-spa*'], message: 'src/core is framework-free.' };
/** Folders of shared element code; every other folder of src/elements is one element. */
const fms = { rules: { 'import-direction': importDirection(), 'element-boundaries': elementBoundaries() } };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', '.data/**', 'demo/server/media/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['src/**', 'demo/**'], plugins: { fms }, rules: { 'fms/import-direction': 'error' } },
  { files: ['src/core/**'], rules: { 'no-restricted-imports': ['error', { patterns: [noReact] }] } },
  { files: ['src/elements/**'], plugins: { fms }, rules: { 'fms/element-boundaries': 'error' } },
  { files: ['tests/**'], languageOptions: { globals: { ...globals.mocha } } },
  // Issue 24, 6: time lengths and Taipei's offset are written once, in src/core/format/time-units.ts.
  {
    files: ['src/**', 'demo/**', 'scripts/**'],
    ignores: ['src/core/format/time-units.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...[
        'Literal[raw=/^(3_?600_?000|86_?400_?000|28_?800_?000|604_?800_?000)$/]',
        "BinaryExpression[operator='*'][right.value=1000][left.operator='*'][left.right.value=60][left.left.operator='*'][left.left.right.value=60]",
        "BinaryExpression[operator='*'][left.value=60][right.value=60000]",
      ].map((selector) => ({ selector, message: 'Use HOUR_MS, DAY_MS or TAIPEI_OFFSET_MS of src/core/format/time-units.ts.' }))],
    },
  },
);
