import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { VerifyAccount } from './verify-account';

/**
 * `<fms-verify-account outcome="">`: account activation by link (POST users/v0/enable {token}),
 * then /verify/success or /verify/error; with `outcome` it shows that page: the activated account
 * and a sign-in link, or the server's message and how to get a new link or code.
 *
 * Attributes: `outcome` — '' (activate), success or error; `token` — the activation token (default:
 * the page's ?token= query).
 * Events: none.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the account card).
 */
export const FmsVerifyAccount = toElement(VerifyAccount, {
  shadow: 'open',
  props: { outcome: 'string', token: 'string' },
});

defineElement('fms-verify-account', FmsVerifyAccount);
