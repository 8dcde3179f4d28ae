import { hasPermission } from '../../../core/guards';
import type { ConsoleConfig } from '../../../core/config';
import { CUSTOMER_SERVICE_TEXT } from '../../../core/brand';
import { pathOf } from '../../../core/pages/paths';

export interface MenuLink {
  key: string;
  label: string;
  href: string;
  /** Opens in a new tab (the manual PDF, the customer-service account). */
  external: boolean;
}

/**
 * The user menu's links (spec 2.7), in order: my account and the manual need P_P36; the terms and
 * the customer-service link are for everyone. Sign-out comes after them.
 */
export function userMenuLinks(codes: readonly string[], config: Pick<ConsoleConfig, 'manualUrl' | 'customerServiceUrl'>): MenuLink[] {
  const mine = hasPermission(codes, 'P_P36');
  return [
    ...(mine ? [{ key: 'user', label: '我的帳號', href: pathOf('user'), external: false }] : []),
    ...(mine ? [{ key: 'manual', label: '功能說明 / Q&A', href: config.manualUrl, external: true }] : []),
    { key: 'terms', label: '服務條款', href: pathOf('serviceTerm'), external: false },
    { key: 'support', label: CUSTOMER_SERVICE_TEXT, href: config.customerServiceUrl, external: true },
  ];
}
