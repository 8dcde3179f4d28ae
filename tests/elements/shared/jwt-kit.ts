const base64url = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
  .replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with the payload given: the elements decode tokens, they do not verify them. */
export const jwt = (payload: Record<string, unknown>) => `${base64url({ alg: 'HS256' })}.${base64url(payload)}.c2ln`;
