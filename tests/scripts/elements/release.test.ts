import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHANGELOG, integrityManifest, integrityOf, isExactReleasePath, majorDir, packageVersion, releaseDirs, releaseManifest,
} from '../../../scripts/elements/release';

/**
 * Issue 23, 5: versions partners can pin. The release folders, the integrity hashes, the manifest's
 * version and the changelog's entry for the release being built.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('release folders', () => {
  it('a release is written to the moving folder, its major\'s and its own', () => {
    expect(releaseDirs('1.4.2')).toEqual(['elements', 'elements/v1', 'elements/1.4.2']);
    expect(majorDir('12.0.0-beta.1')).toBe('v12');
    expect(() => majorDir('next')).toThrow(/not a semantic version/);
  });

  it('only an exact release\'s folder is treated as never changing', () => {
    expect(isExactReleasePath('elements/1.1.0/loader.js')).toBe(true);
    expect(isExactReleasePath('elements/2.0.0-rc.1/types.d.ts')).toBe(true);
    expect(isExactReleasePath('elements/v1/loader.js')).toBe(false);
    expect(isExactReleasePath('elements/loader.js')).toBe(false);
    expect(isExactReleasePath('elements/1.1/loader.js')).toBe(false);
  });
});

describe('integrity', () => {
  it('is sha384 in base64, as the subresource-integrity spec\'s own example', () => {
    expect(integrityOf("alert('Hello, world.');")).toBe('sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO');
  });

  it('a folder\'s integrity.json lists its own scripts and the chunks, from the console\'s root', () => {
    const files = new Map([
      ['elements/loader.js', 'sha384-moving'],
      ['elements/v1/loader.js', 'sha384-major'],
      ['elements/1.1.0/loader.js', 'sha384-exact'],
      ['elements/1.1.0/fms-dtc-advice.js', 'sha384-entry'],
      ['assets/fms-dtc-advice-AbC.js', 'sha384-chunk'],
    ]);
    expect(integrityManifest('1.1.0', 'elements/1.1.0', files)).toEqual({
      version: '1.1.0',
      algorithm: 'sha384',
      files: {
        '/assets/fms-dtc-advice-AbC.js': 'sha384-chunk',
        '/elements/1.1.0/fms-dtc-advice.js': 'sha384-entry',
        '/elements/1.1.0/loader.js': 'sha384-exact',
      },
    });
  });
});

describe('the manifest of a release folder', () => {
  const manifest = {
    schemaVersion: '2.1.0',
    readme: 'elements/README.md',
    modules: [{ path: 'elements/loader.js' }, { path: 'elements/fms-dtc-advice.js', exports: [{ declaration: { name: 'FmsDtcAdvice', module: 'elements/fms-dtc-advice.js' } }] }],
  };

  it('carries the version and points its modules into the folder', () => {
    const pinned = releaseManifest(manifest, '1.1.0', 'elements/1.1.0') as typeof manifest & { version: string };
    expect(Object.keys(pinned).slice(0, 2)).toEqual(['schemaVersion', 'version']);
    expect(pinned.version).toBe('1.1.0');
    // The page-level module (the loader's window.fmsConsole, sessionend) points into the folder too.
    expect(pinned.modules[0].path).toBe('elements/1.1.0/loader.js');
    expect(pinned.modules[1].path).toBe('elements/1.1.0/fms-dtc-advice.js');
    expect(pinned.modules[1].exports![0].declaration.module).toBe('elements/1.1.0/fms-dtc-advice.js');
    expect(pinned.readme).toBe('elements/README.md');
  });

  it('in the moving folder keeps the moving paths', () => {
    expect((releaseManifest(manifest, '1.1.0', 'elements') as typeof manifest).modules.map((m) => m.path)).toEqual(['elements/loader.js', 'elements/fms-dtc-advice.js']);
  });
});

describe('the changelog', () => {
  const text = readFileSync(path.join(ROOT, 'src/elements', CHANGELOG), 'utf8');

  it('has an entry for the release being built, first', () => {
    const [first] = [...text.matchAll(/^## (\d+\.\d+\.\d+\S*)$/gm)].map((m) => m[1]);
    expect(first).toBe(packageVersion(ROOT));
  });

  it('says what a major is and where each kind of URL points', () => {
    expect(text).toMatch(/only in a new major/i);
    expect(text).toContain(`/elements/${majorDir(packageVersion(ROOT))}/loader.js`);
    expect(text).toContain(`/elements/${packageVersion(ROOT)}/integrity.json`);
  });
});
