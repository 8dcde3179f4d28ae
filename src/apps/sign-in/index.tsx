import '../../elements/sign-in/sign-in.element';
import { LANDING_PATH } from '../../core/session';
import { DEFAULT_TITLE } from '../../elements/chrome/brand';
import { reactApplication } from '../shared/react-app';
import { usePageStyles } from '../shared/page.css';

/** The sign-in page (spec 2.2 '/', 2.11 'Sign-in'); after signing in the user lands on /monitor. */
function SignInPage() {
  usePageStyles();
  return (
    <div className="sign-in-page">
      <h1>{DEFAULT_TITLE}</h1>
      <fms-sign-in redirect={LANDING_PATH}></fms-sign-in>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(SignInPage);
