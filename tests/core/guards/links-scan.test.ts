import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { permissionForPath } from '../../../src/core/pages/lookup';
import { PAGES } from '../../../src/core/pages/manifest';
import { ROOT, sourceFiles } from '../catalogue/vocabulary-scan';

/**
 * Issue 22 (11), a scan: an element that writes a path to a page needing a permission code must
 * decide that link with the route's rule (`shared/chrome/may-open`, or `AppLink`, which does), unless
 * the link cannot be refused where it shows, for the reason given below.
 */
const DECIDED_ELSEWHERE: Record<string, string> = {
  'src/elements/fleet/car-form/car-form.tsx /carManagement': 'back to the list of the page the form sits on (same code)',
  'src/elements/maintenance/v2/maintenance-reservation/maintenance-reservation.tsx /maintenanceV2': 'back to the list of the page the form sits on (same code)',
  'src/elements/chrome/notification-bell/bell-list.tsx /notice': 'the bell shows only to holders of P_P17, the code of /notice',
  'src/elements/chrome/user-menu/menu-items.ts /user': 'menu-items offers /user only with P_P36, its code',
  'src/elements/maintenance/v2/maintenance-list/record-columns.tsx /maintenanceV2/orderData/x': 'the order of a record on /maintenanceV2 (same code, P_P39)',
  'src/elements/maintenance/v2/maintenance-orders/order-dialog.tsx /maintenanceV2/reservationData/x': 'the reservation of an order on /maintenanceV2/orderData (same code, P_P39)',
};

/** A page's path as a link to it reads: each parameter one segment. */
const PATTERN_OF = new Map<string, string>(PAGES.map((page) => [page.id, page.path.replace(/:[A-Za-z]+\??/g, 'x')]));

/**
 * Console paths written in a file: the pages named by pathOf (issue 24, 1), and string and template
 * literals starting with '/', `${…}` read as one segment.
 */
function consolePaths(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/pathOf\(\s*(?:[^'"`()]*\?\s*)?'([A-Za-z0-9]+)'(?:\s*:\s*'([A-Za-z0-9]+)')?/g)) {
    for (const id of [match[1], match[2]]) if (id && PATTERN_OF.has(id)) found.add(PATTERN_OF.get(id)!);
  }
  for (const match of text.matchAll(/(['"`])(\/[A-Za-z][^'"`\s<>]*)\1?/g)) {
    const path = match[2].replace(/\$\{[^}]*\}/g, 'x').split('?')[0];
    if (/^\/[A-Za-z][A-Za-z0-9/_-]*$/.test(path)) found.add(path);
  }
  return [...found];
}

describe('links to console pages follow the route rule (issue 22, 11)', () => {
  const files = sourceFiles('src/elements').filter((file) => !file.includes('/shared/chrome/'));
  const folderDecides = (file: string) => sourceFiles(dirname(file))
    .some((f) => /may-open|AppLink/.test(readFileSync(join(ROOT, f), 'utf8')));

  it('every element path needing a code is decided by mayOpen (or is listed with its reason)', () => {
    const undecided: string[] = [];
    for (const file of files) {
      // Comments name paths too (a JSDoc's events): only code counts.
      const text = readFileSync(join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      for (const path of consolePaths(text)) {
        if (!permissionForPath(path)) continue;
        const key = `${file} ${path}`;
        if (DECIDED_ELSEWHERE[key] || folderDecides(file)) continue;
        undecided.push(key);
      }
    }
    expect(undecided).toEqual([]);
  });

  it('the scan sees the links it guards (the vehicle panel\'s 即時影像 among them)', () => {
    const panel = readFileSync(join(ROOT, 'src/elements/live/vehicle-detail/vehicle-detail.tsx'), 'utf8');
    expect(consolePaths(panel)).toEqual(expect.arrayContaining(['/realTime', '/history/journey/x', '/event/one/x']));
  });
});
