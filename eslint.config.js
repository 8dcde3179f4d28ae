import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { elementBoundaries } from './scripts/eslint/element-boundaries.js';

/**
 * Lint with zero warnings. The import boundaries of the conventions are rules here, so they stay
 * true without anyone remembering: core ← elements ← apps ← demo.
 */
const noReact = { group: ['react', 'react-dom', 'react-dom/*', '@nanostores/react', '@r2wc/*', 'single-spa*'], message: 'src/core is framework-free.' };
const toElements = { group: ['**/elements/**'], message: 'core must not import elements.' };
const toApps = { group: ['**/apps/**'], message: 'core and elements must not import apps.' };
const toDemo = { group: ['**/demo/**'], message: 'src must not import demo.' };
/** Folders of shared element code; every other folder of src/elements is one element. */
const SHARED_ELEMENT_FOLDERS = ['shared'];

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
  { files: ['src/core/**'], rules: { 'no-restricted-imports': ['error', { patterns: [noReact, toElements, toApps, toDemo] }] } },
  { files: ['src/elements/**'], rules: { 'no-restricted-imports': ['error', { patterns: [toApps, toDemo] }] } },
  {
    files: ['src/elements/**'],
    plugins: { fms: { rules: { 'element-boundaries': elementBoundaries(SHARED_ELEMENT_FOLDERS) } } },
    rules: { 'fms/element-boundaries': 'error' },
  },
  { files: ['src/apps/**'], rules: { 'no-restricted-imports': ['error', { patterns: [toDemo] }] } },
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
