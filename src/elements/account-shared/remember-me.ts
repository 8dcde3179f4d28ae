import { readFms, writeFms } from '../../core/storage';

/**
 * Remember-me keeps the password (spec 3). After a password change a remembered old password
 * would fail at the next sign-in, so it follows the change — only when it was the old one.
 */
export function keepRememberedPassword(oldPassword: string, password: string): void {
  const remembered = readFms().memberMe;
  if (remembered && oldPassword && remembered.password === oldPassword) writeFms({ memberMe: { ...remembered, password } });
}
