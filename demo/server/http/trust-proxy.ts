import { isIP } from 'node:net';

/**
 * Which reverse proxies the server believes about the client's address (FMS_TRUST_PROXY). Behind a
 * proxy every request comes from the proxy's address, so the limits kept per client (the sign-in
 * lockout, forgot-password, open-API wrong keys, serial look-ups) would count every user as one
 * client: ten wrong passwords from anyone would lock everyone out. Trusting the proxy makes the
 * client the address it puts in X-Forwarded-For. Only the proxies named are believed: trusting every
 * sender would let any client choose its own address and slip every per-client limit.
 *
 * Unset or empty: no proxy (the connection's address). A whole number N (1–10): the N proxies next to
 * the server (e.g. 1 for one nginx in front). Otherwise a comma-separated list of the proxies' IP
 * addresses or CIDR ranges, e.g. `127.0.0.1,10.0.0.0/8`. The value is what fastify's `trustProxy` takes.
 */
export function trustProxyFrom(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (!text) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 10) return hops;
    throw new Error(`FMS_TRUST_PROXY=${text} must be the number of proxies in front of the server (1 to 10), or their addresses.`);
  }
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(`FMS_TRUST_PROXY has "${entry}", which is not an IP address or a CIDR range: list the reverse proxies' addresses (e.g. 127.0.0.1,10.0.0.0/8), or give their number (e.g. 1).`);
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** The setting as fastify's typed `trustProxy` takes it: N proxies is "trust the N hops next to the server". */
export function fastifyTrustProxy(setting: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
