import { useStore } from '@nanostores/react';
import { $pageCheck, NO_AUTH_PATH, SIGN_IN_PATH } from '../../core/guards';
import { landingPath } from '../../core/pages';
import { $currentUser } from '../../core/session';
import { followHome } from './follow-home';
import { reactApplication } from '../shared/react-app';
import { usePageStyles } from '../shared/page.css';
import { statusKind, statusMessage, type StatusKind } from '../shared/status-kind';

interface StatusContent {
  code: string;
  title: string;
  text: string;
  home: boolean;
}

/** The words of each status page (spec 2.2, 8). */
function statusContent(kind: StatusKind, message = ''): StatusContent {
  switch (kind) {
    case 'maintenance':
      return { code: '', title: '系統維護中', text: '系統正在進行維護，請稍後再試。造成不便，敬請見諒。', home: false };
    case 'notFound':
      return { code: '404', title: 'This page could not be found', text: '找不到此頁面，請確認網址是否正確。', home: true };
    case 'noAuth':
      return { code: '', title: '沒有權限', text: '您沒有瀏覽此頁面的權限，請聯絡管理員開通。', home: true };
    default:
      return { code: '500', title: message || '系統發生錯誤', text: '系統發生錯誤，請稍後再試。', home: false };
  }
}

/** Maintenance, not found (404), error (500) and no permission (spec 2.2, 8). */
function StatusPage() {
  usePageStyles();
  const check = useStore($pageCheck);
  const { auth } = useStore($currentUser);
  const kind = statusKind(check) ?? 'error';
  const content = statusContent(kind, statusMessage(check));
  // /noAuth's home is the user's landing page, named in the href so the link says where it goes (it
  // used to be /monitor for everyone, which sent a driver straight back here); a user who may open
  // nothing has no home but this page, so gets no link.
  const home = kind === 'noAuth' ? landingPath(auth) : SIGN_IN_PATH;
  return (
    <section className="status-card" aria-labelledby="status-title">
      {content.code && <p className="status-code">{content.code}</p>}
      <h1 id="status-title">{content.title}</h1>
      <p>{content.text}</p>
      {content.home && home !== NO_AUTH_PATH && <a href={home} onClick={followHome}>回到首頁</a>}
    </section>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(StatusPage);
