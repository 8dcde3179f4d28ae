import '../../elements/sign-in/sign-in.element';
import { LANDING_PATH } from '../../core/session';
import { reactApplication } from '../shared/react-app';
import { usePageStyles } from '../shared/page.css';

/** The sign-in page (spec 2.2 '/', 2.11 'Sign-in'); after signing in the user lands on /monitor. */
function SignInPage() {
  usePageStyles();
  return (
    <div className="sign-in-page">
      <div>
        <h1>車聯網管理系統</h1>
        <fms-sign-in redirect={LANDING_PATH}></fms-sign-in>
      </div>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(SignInPage);
