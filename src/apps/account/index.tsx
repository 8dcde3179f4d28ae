import '../../elements/account/forgot-password/forgot-password.element';
import '../../elements/account/otp-verify/otp-verify.element';
import '../../elements/account/reset-password/reset-password.element';
import '../../elements/account/register/register.element';
import '../../elements/account/verify-account/verify-account.element';
import '../../elements/account/legal-text/legal-text.element';
import '../../elements/account/app-download/app-download.element';
import { createElement } from 'react';
import { useStore } from '@nanostores/react';
import { $location } from '../../core/navigation';
import { DEFAULT_TITLE } from '../../core/brand';
import { reactApplication } from '../shared/react-app';
import { usePageStyles } from '../shared/page.css';
import { accountPage } from './account-pages';
import { useAccountPageStyles } from './account-page.css';

/**
 * The account and public pages (spec 2.1, 2.2, 2.11): forgot password, OTP, reset and periodic
 * reset, registration, verification, terms, privacy and the download page. The root mounts this
 * application for those paths; it shows the element of the current path.
 */
function AccountPage() {
  usePageStyles();
  useAccountPageStyles();
  const { path } = useStore($location);
  const page = accountPage(path);
  if (!page) return null;
  const element = createElement(page.tag, { ...page.attributes, key: path });
  if (!page.form) return <div className="account-page account-document">{element}</div>;
  return (
    <div className="account-page account-form">
      <h1 className="account-brand">{DEFAULT_TITLE}</h1>
      {element}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(AccountPage);
