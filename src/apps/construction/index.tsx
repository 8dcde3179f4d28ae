import { useStore } from '@nanostores/react';
import { navigate } from '../../core/navigation';
import { $currentUser, signOut } from '../../core/session';
import { reactApplication } from '../shared/react-app';
import { usePageStyles } from '../shared/page.css';

/** The construction page: shown for pages that later issues build (spec 2.1 '/construction'). */
function ConstructionPage() {
  usePageStyles();
  const user = useStore($currentUser);
  async function leave() {
    await signOut();
    void navigate('/');
  }
  return (
    <>
      <header className="topbar">
        <span>{user.enterpriseName || '車聯網管理系統'}</span>
        <span>
          <span data-testid="user-name">{user.zhName}</span>{' '}
          <button type="button" onClick={leave}>登出</button>
        </span>
      </header>
      <div className="page-center">
        <section className="status-card" aria-labelledby="construction-title">
          <h1 id="construction-title">頁面建置中</h1>
          <p>此功能即將開放，敬請期待。</p>
        </section>
      </div>
    </>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(ConstructionPage);
