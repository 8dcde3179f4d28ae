import '../../elements/account/sign-in/sign-in.element';
import { SIGN_IN_PATH } from '../../core/guards';
import { DEFAULT_TITLE } from '../../core/brand';
import { reactApplication } from '../shared/react-app';
import { usePageStyles } from '../shared/page.css';

/**
 * The sign-in page (spec 2.2 '/', 2.11 'Sign-in'). After signing in it reopens '/', where the guards
 * send a signed-in user to their landing page: /monitor when allowed, otherwise the first menu page
 * they may open (core/pages landingPath). One rule, so the sign-in form and the URL cannot disagree.
 */
function SignInPage() {
  usePageStyles();
  return (
    <div className="sign-in-page">
      <h1>{DEFAULT_TITLE}</h1>
      <fms-sign-in redirect={SIGN_IN_PATH}></fms-sign-in>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(SignInPage);
