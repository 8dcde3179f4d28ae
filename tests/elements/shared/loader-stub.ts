import { LOADER_PAGE_API } from '../../../scripts/vite/loader-page-api';
import { jwt } from './jwt-kit';

/**
 * What a page does with the loader (issue 23, 1): the loader's script runs first and makes
 * window.fmsConsole, and the page calls provideTokens right after it, before any element bundle.
 * Imported first by loader-stub.test.ts.
 */
// The loader's own text, run as the browser runs it.
new Function(LOADER_PAGE_API)();

export const stub = window.fmsConsole!;
export const early = stub.provideTokens(async () => ({
  accessToken: jwt({ sub: 'early-user', ent: 'early-ent', exp: Math.floor(Date.now() / 1000) + 3600 }),
  idToken: jwt({ zhName: '早到的夥伴', authority: { admin: ['P_P06'] }, enterprise: { uid: 'early-ent', name: '夥伴物流' }, settings: { messages: [] } }),
}));
