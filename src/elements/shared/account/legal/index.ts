export { LEGAL_DOCUMENT_CSS, LegalDocumentView, type LegalDocumentViewProps } from './legal-document';
export { PRIVACY_POLICY } from './privacy-policy';
export { TERMS_OF_SERVICE } from './terms-of-service';
export { PROVIDER, type LegalDocument, type LegalSection } from './types';
