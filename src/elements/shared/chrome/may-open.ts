import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { mayOpenPath } from '../../../core/guards/may-open';
import { $session } from '../../../core/session/store';

/**
 * The link rule of every element (issue 22, 11): `mayOpen(path)` is true when the current session may
 * open that console path by the route's own checks (core/guards `mayOpenPath`), so an element shows
 * a link or button to another page only when its user can use it. Re-renders when the session
 * changes (a refresh that brings new codes).
 */
export function useMayOpen(): (path: string) => boolean {
  const session = useStore($session);
  return useCallback((path: string) => mayOpenPath(path, session), [session]);
}

/** The links a user may follow, in their order. */
export function openableLinks<T extends { href: string }>(links: readonly T[], mayOpen: (path: string) => boolean): T[] {
  return links.filter((link) => mayOpen(link.href));
}
