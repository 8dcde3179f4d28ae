import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Versions partners can pin (issue 23, 5). The elements build writes each distributed file
 * (the loader, one module per element, the manifest, the host types) three times:
 *
 * - `elements/<file>`: the moving URL, the newest release (revalidated);
 * - `elements/v<major>/<file>`: the newest release of one major, so a partner gets fixes and
 *   additions but never a breaking change (revalidated; it moves only within its major);
 * - `elements/<version>/<file>`: one exact release, never changed (immutable), the URL that
 *   subresource-integrity hashes are good for.
 *
 * The same bytes in each folder (every reference in them is relative), so one file has one hash.
 */

/** The changelog partners read, in src/elements and in every release folder. */
export const CHANGELOG = 'CHANGELOG.md';

/** The release: package.json's version. */
export function packageVersion(projectRoot: string): string {
  return (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The folders a release writes its files into, under elements/: moving, major and exact. */
export function releaseDirs(version: string): string[] {
  return ['elements', `elements/${majorDir(version)}`, `elements/${version}`];
}

/** `1.4.2` → `v1`: the folder that moves only within its major. */
export function majorDir(version: string): string {
  const match = /^(\d+)\.\d+\.\d+(?:[-+].*)?$/.exec(version);
  if (!match) throw new Error(`release: "${version}" is not a semantic version (major.minor.patch)`);
  return `v${match[1]}`;
}

/** Whether a path under the build is inside an exact release's folder (`elements/1.1.0/…`), whose files never change. */
export const isExactReleasePath = (relativePath: string) => /^elements\/\d+\.\d+\.\d+(?:[-+][^/]*)?\//.test(relativePath);

/** The subresource-integrity value of some bytes: `sha384-<base64>`, what `integrity=""` and an import map take. */
export function integrityOf(source: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(source).digest('base64')}`;
}

/**
 * `integrity.json` of one release folder: every script a page runs through that folder's loader
 * or element modules, by its path from the console's root, with its hash. A partner turns it into
 * an import map's `integrity` (README), which covers the modules the loader imports on demand.
 */
export function integrityManifest(version: string, dir: string, files: ReadonlyMap<string, string>): object {
  const paths = [...files.keys()].filter((file) => file.startsWith(`${dir}/`) || file.startsWith('assets/')).sort();
  return {
    version,
    algorithm: 'sha384',
    files: Object.fromEntries(paths.map((file) => [`/${file}`, files.get(file)])),
  };
}

/**
 * The manifest of one folder: the release's version beside the schema's, and every element
 * module's path (`elements/fms-x.js`) pointing into that folder.
 */
export function releaseManifest(manifest: object, version: string, dir: string): object {
  const into = (value: unknown): unknown => {
    if (typeof value === 'string') return /^elements\/(fms-[\w-]+|loader)\.js$/.test(value) ? `${dir}/${value.slice('elements/'.length)}` : value;
    if (Array.isArray(value)) return value.map(into);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, into(v)]));
    return value;
  };
  const { schemaVersion, ...rest } = manifest as { schemaVersion?: string };
  return { schemaVersion, version, ...(into(rest) as object) };
}
