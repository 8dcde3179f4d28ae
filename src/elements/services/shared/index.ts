export { InvoiceFields, type InvoiceFieldsProps } from './invoice-fields';
export { AtmAccount, ATM_ACCOUNT_CSS, groupDigits, type AtmAccountProps } from './atm-account';
