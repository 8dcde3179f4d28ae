import type { ConsoleConfig } from '../config/environments';

/**
 * The script URL for a config, or null when analytics is off (spec 7.13). A module of its own so the
 * console's first script can ask whether analytics is on without carrying the tag's code, which loads
 * only where a deployment configures it (the sign-in page's budget, issue 9).
 */
export function analyticsScriptUrl(config: Pick<ConsoleConfig, 'analyticsUrl' | 'analyticsId'>): string | null {
  if (!config.analyticsUrl || !config.analyticsId) return null;
  return config.analyticsUrl.replace('{id}', encodeURIComponent(config.analyticsId));
}
