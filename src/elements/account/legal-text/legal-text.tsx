import { uiCss } from '../../shared/ui';
import { LEGAL_DOCUMENT_CSS, LegalDocumentView, PRIVACY_POLICY, TERMS_OF_SERVICE } from '../../shared/account/legal';

export interface LegalTextProps {
  /** terms (服務條款, the default) or privacy (隱私權政策). */
  doc?: string;
  /** web (a card on the console page) or app (full width, for the mobile app's web view). */
  variant?: string;
}

/** Terms of service and privacy (spec 1, 2.1): the same text for the web and app variants. */
export function LegalText({ doc, variant }: LegalTextProps) {
  const document = doc === 'privacy' ? PRIVACY_POLICY : TERMS_OF_SERVICE;
  return (
    <>
      <style>{uiCss(LEGAL_DOCUMENT_CSS, LEGAL_TEXT_CSS)}</style>
      <div className={variant === 'app' ? 'frame app' : 'frame web'} part="base">
        <LegalDocumentView document={document} headingLevel={1} />
      </div>
    </>
  );
}

const LEGAL_TEXT_CSS = `
:host { display: block; }
.frame.web { max-width: 880px; margin: 0 auto; background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-1); padding: var(--_space-6) calc(var(--_space) * 5); }
.frame.app { padding: var(--_space-4); font-size: 1.05em; }
@media (max-width: 600px) { .frame.web { padding: var(--_space-4); } }
`;
