import type { MouseEvent } from 'react';
import { navigate } from '../../core/navigation';

/** The home link moves through the console router to its own href (a plain click only). */
export function followHome(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void navigate(event.currentTarget.getAttribute('href') ?? '/');
}
