/**
 * Remember-me leaves the password to the browser (issue 10, 13): the sign-in form carries
 * `autocomplete="username"` and `"current-password"`, so password managers offer to keep it, and
 * where the Credential Management API exists the console hands it the credential after a successful
 * remembered sign-in. Nothing here writes page storage.
 */

interface PasswordCredentialInit {
  id: string;
  password: string;
  name?: string;
}

type PasswordCredentialCtor = new (init: PasswordCredentialInit) => Credential;

/** Offers name and password to the browser's password manager; false where the browser has no such API. */
export async function offerPasswordToBrowser(name: string, password: string): Promise<boolean> {
  const Ctor = (globalThis as { PasswordCredential?: PasswordCredentialCtor }).PasswordCredential;
  const container = globalThis.navigator?.credentials;
  if (!Ctor || !container?.store) return false;
  try {
    await container.store(new Ctor({ id: name, password, name }));
    return true;
  } catch {
    // Refused by the user or the browser's policy: remember-me still keeps the name.
    return false;
  }
}
