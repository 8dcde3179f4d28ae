import { call } from './call';
import { liveShare, type LiveShareInput } from './contract/live-share';

/** Expiring live-share links' calls (our design, ./contract/live-share.ts). */
export const createLiveShare = (body: LiveShareInput) => call(liveShare.create, { body });
export const listLiveShares = (signal?: AbortSignal) => call(liveShare.list, { signal });
export const revokeLiveShare = (uid: string) => call(liveShare.revoke, { params: { uid } });
/** What a share token shows; no sign-in (the token is the capability). */
export const viewLiveShare = (share: string, signal?: AbortSignal) => call(liveShare.view, { body: { share }, signal });
