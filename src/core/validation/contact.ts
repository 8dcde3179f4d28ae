/** The contract's contact formats (src/core/api/contract/profile.ts Mobile, Email, enterprise AccountName). */
export const isMobile = (value: string): boolean => /^09[0-9]{8}$/.test(value);
export const isEmail = (value: string): boolean => value.length <= 100 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
export const isAccountName = (value: string): boolean => /^[A-Za-z0-9._-]{4,32}$/.test(value);
