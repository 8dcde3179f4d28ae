import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { SignIn } from './sign-in';

/**
 * `<fms-sign-in redirect="/monitor">`: sign-in by name and password with remember-me.
 *
 * Attributes: `redirect` (path to open after signing in; empty keeps the page).
 * Events: `sessionstart` — detail {name, status}: status 0 signed in, 4011008 password must be reset.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the sign-in form).
 */
export const FmsSignIn = toElement(SignIn, {
  shadow: 'open',
  props: { redirect: 'string' },
  events: { onSessionStart: { bubbles: true, composed: true } },
});

defineElement('fms-sign-in', FmsSignIn);
