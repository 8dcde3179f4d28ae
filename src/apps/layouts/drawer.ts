import { el } from './dom';

export interface Drawer {
  /** The 選單 button, for the header's start slot. */
  toggle: HTMLButtonElement;
  /** The dimmed page behind the open drawer; a click closes it. */
  mask: HTMLElement;
  close(): void;
  destroy(): void;
}

/**
 * The main navigation as a drawer over a mask (spec 2.3's sidebar-and-mask layout, and the default
 * layout on a phone, issue 10 item 18). `show` makes `panel` appear or go; the mask, Escape, a menu
 * choice or a page change close it, and focus returns to the 選單 button when the user closed it.
 */
export function createDrawer(panel: HTMLElement, show: (open: boolean) => void): Drawer {
  const toggle = el('button', { type: 'button', class: 'drawer-toggle', slot: 'start', 'aria-expanded': 'false', 'aria-controls': panel.id }, '選單');
  const mask = el('div', { class: 'drawer-mask', hidden: '' });
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean, refocus = false) => {
    show(open);
    mask.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (refocus) toggle.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen()) setOpen(false, true);
  };
  toggle.addEventListener('click', () => setOpen(!isOpen()));
  mask.addEventListener('click', () => setOpen(false, true));
  panel.addEventListener('navitemselect', () => setOpen(false));
  document.addEventListener('keydown', onKey);
  return {
    toggle: toggle as HTMLButtonElement,
    mask,
    close: () => setOpen(false),
    destroy: () => document.removeEventListener('keydown', onKey),
  };
}
