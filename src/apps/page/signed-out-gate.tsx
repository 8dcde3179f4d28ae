import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $isSignedIn } from '../../core/session';

/**
 * A declared page's `signedOutAlert`: an app's web view opened other than by the app has no
 * session (the app's URL tokens make it, spec 2.10), so it says why in the element's place.
 */
export function SignedOutGate({ alert, children }: { alert: string | undefined; children?: ReactNode }) {
  const signedIn = useStore($isSignedIn);
  return alert && !signedIn ? <p role="alert">{alert}</p> : <>{children}</>;
}
