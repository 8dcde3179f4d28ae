import { atom, type ReadableAtom } from 'nanostores';

/** Decoded access token; exp is in seconds (spec 3). */
export interface TokenData {
  exp: number;
  iat?: number;
  sub?: string;
  [key: string]: unknown;
}

export interface MessageSetting {
  category: number;
  enabled: boolean;
}

/** Decoded id token (spec 3). */
export interface IdData {
  sub?: string;
  exp?: number;
  zhName: string;
  authority: { admin: string[] };
  enterprise: { uid?: string; name: string };
  settings: { messages: MessageSetting[] };
  [key: string]: unknown;
}

export interface SessionState {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  plusAccessToken: string;
  tokenData: TokenData | null;
  idData: IdData | null;
}

export const EMPTY_SESSION: SessionState = {
  accessToken: '',
  idToken: '',
  refreshToken: '',
  plusAccessToken: '',
  tokenData: null,
  idData: null,
};

const session = atom<SessionState>(EMPTY_SESSION);

/** The signed-in session; read-only. Its writers are session/persist.ts and the actions built on it. */
export const $session: ReadableAtom<SessionState> = session;

/** Internal writer for the session actions; not exported from the session index. */
export function writeSession(next: SessionState): void {
  session.set(next);
}
