import { jwt } from './jwt-kit';

/**
 * What a partner page writes before the element scripts (issue 23, 1): a token provider in
 * window.__FMS_CONFIG__. Imported first by token-config.test.ts, before any element bundle.
 */
export const providerCalls: string[] = [];
export const partnerAccessToken = jwt({ sub: 'partner-user', ent: 'partner-ent', exp: Math.floor(Date.now() / 1000) + 3600 });

window.__FMS_CONFIG__ = {
  tokenProvider: async () => {
    providerCalls.push('asked');
    await new Promise((resolve) => setTimeout(resolve, 20));
    return {
      accessToken: partnerAccessToken,
      idToken: jwt({ zhName: '林夥伴', authority: { admin: ['P_P06', 'P_P17'] }, enterprise: { uid: 'partner-ent', name: '夥伴物流' }, settings: { messages: [] } }),
    };
  },
};
