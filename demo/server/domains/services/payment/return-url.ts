import { originVerdict } from '../../../http/cors';

/**
 * Where the provider may send the browser back after a card payment (issue 23): a path of the
 * console (its own pages, as before), or an absolute URL on the console's own origin (the request's
 * host, or FMS_PUBLIC_ORIGIN) or on a partner origin of FMS_PARTNER_ORIGINS. Anything else would
 * make the bridge an open redirect, so create-payment refuses it.
 */
export function returnUrlAllowed(
  returnUrl: string, host: string | undefined, own: { publicOrigin: string; partnerOrigins: readonly string[] },
): boolean {
  // The contract's pattern already refuses '//host' and '/\host': a single leading slash is a path here.
  if (returnUrl.startsWith('/')) return true;
  if (!URL.canParse(returnUrl)) return false;
  const url = new URL(returnUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.origin === own.publicOrigin) return true;
  const verdict = originVerdict(url.origin, host, own.partnerOrigins);
  return verdict === 'same' || verdict === 'partner';
}
