import '../../elements/chrome/app-footer/app-footer.element';
import '../../elements/chrome/loading-overlay/loading-overlay.element';
import '../../elements/chrome/toast-region/toast-region.element';
import { $location } from '../../core/navigation';
import { backButton } from './back-link';
import { el, pageContainer } from './dom';
import { injectLayoutStyles } from './layouts.css';
import { mobileNoticeFor } from './mobile-notices';
import type { LayoutInstance } from './types';

/**
 * The mobile service layout (spec 2.3, 2.9) for the app's web views: a top bar with 返回 where the
 * path allows it, the page, a scrollable notice area (keyboard-focusable, since it scrolls), and a
 * footer fixed to the bottom of the screen.
 */
export function createMobileLayout(): LayoutInstance {
  injectLayoutStyles();
  const content = pageContainer();
  const back = backButton(() => $location.get().path);
  const noticeTitle = el('h2', { id: 'fms-mobile-notice-title' });
  const noticeList = el('ol');
  const notice = el('section', { class: 'mobile-notice', tabindex: '0', 'aria-labelledby': 'fms-mobile-notice-title' }, noticeTitle, noticeList);
  const root = el('div', { class: 'layout layout-mobile' },
    el('header', { class: 'mobile-bar' }, back.button, el('p', { class: 'mobile-title' }, '車聯網管理系統')),
    content,
    notice,
    el('div', { class: 'mobile-footer' }, el('fms-app-footer')),
    el('fms-loading-overlay'), el('fms-toast-region'),
  );
  return {
    root,
    content,
    update(path) {
      back.sync(path);
      const { title, items } = mobileNoticeFor(path);
      noticeTitle.textContent = title;
      noticeList.replaceChildren(...items.map((item) => el('li', {}, item)));
    },
    destroy: () => undefined,
  };
}
