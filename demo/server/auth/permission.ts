import type { PermissionCode } from '../../../src/core/api/contract/permissions';
import type { Principal } from './principal';

/**
 * The one permission rule of the server (spec 6 'single-code check'): a call or namespace that
 * names codes lets in a caller holding any one of them; one that names none lets in any signed-in
 * caller. The REST auth hook and the socket handshake both ask it, so they cannot disagree.
 */
export function holdsPermission(required: readonly PermissionCode[] | null | undefined, user: Pick<Principal, 'codes'>): boolean {
  return !required || required.some((code) => user.codes.includes(code));
}
