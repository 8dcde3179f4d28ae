/**
 * The product's own words for the chrome (spec 1, 2.5, 2.7, 9). Enterprise names are customer data
 * and come from the session; these name the product and its maker. In core because the reference
 * server's manual names the product too (issue 24, 7), and the server imports no element.
 */

/** The header's title when the user's enterprise has no name (spec 1). */
export const DEFAULT_TITLE = '車聯網管理系統';

/** The company the copyright line names; a host page may pass its own through an attribute. */
export const DEFAULT_COMPANY = 'Fleet Console Technology';

export const COPYRIGHT_YEAR = 2021;

/** 'Copyright © 2021 {company}. All rights reserved.' (spec 1, 9). */
export function copyrightLine(company: string = DEFAULT_COMPANY): string {
  return `Copyright © ${COPYRIGHT_YEAR} ${company || DEFAULT_COMPANY}. All rights reserved.`;
}

/** '最新版本：{version}' (spec 1); the default version is 1.0.0 (spec 2.5, 9). */
export function latestVersionText(version: string): string {
  return `最新版本：${version || '1.0.0'}`;
}

/** The customer-service link's text (spec 1). */
export const CUSTOMER_SERVICE_TEXT = '加入官方客服：簡易客服與訊息查詢';
