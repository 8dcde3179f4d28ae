/** Which v1 maintenance screen a path shows: the list, a record's data, or a record's review. */
export type MaintenancePage = { kind: 'list' } | { kind: 'data'; uid: string } | { kind: 'review'; uid: string };

export function maintenancePageOf(path: string): MaintenancePage {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[1] === 'review') return { kind: 'review', uid: parts[2] ?? '' };
  if (parts[1] === 'data' && parts[2]) return { kind: 'data', uid: parts[2] };
  return { kind: 'list' };
}
