import { computed, type ReadableAtom } from 'nanostores';
import { $session } from './store';

/** The user as the header and menus show them (spec 3 'Current user as displayed'). */
export interface CurrentUser {
  zhName: string;
  /** The permission codes (idData.authority.admin). */
  auth: readonly string[];
  enterpriseName: string;
}

const NO_CODES: readonly string[] = Object.freeze([]);

export const $currentUser: ReadableAtom<CurrentUser> = computed($session, ({ idData }) => ({
  zhName: idData?.zhName ?? '',
  auth: idData?.authority?.admin ?? NO_CODES,
  enterpriseName: idData?.enterprise?.name ?? '',
}));

/**
 * True while the session holds an access token and identity data. Expiry is not ticked here: the
 * guards compare exp with the clock on every navigation (spec 4 'Session').
 */
export const $isSignedIn: ReadableAtom<boolean> = computed($session, (s) => !!s.accessToken && !!s.idData);
