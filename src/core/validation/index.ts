export { isValidTaxId } from './tax-id';
