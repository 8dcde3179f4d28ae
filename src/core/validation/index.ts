export { isValidTaxId } from './tax-id';
export { isAccountName, isEmail, isMobile } from './contact';
