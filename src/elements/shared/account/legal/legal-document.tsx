import { useId } from 'react';
import type { LegalDocument } from './types';

export interface LegalDocumentViewProps {
  document: LegalDocument;
  /** Level of the title; sections take the next level. */
  headingLevel?: 1 | 2 | 3;
}

/** Renders a legal text as headings, paragraphs and numbered lists (text only, never HTML). */
export function LegalDocumentView({ document, headingLevel = 1 }: LegalDocumentViewProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';
  return (
    <article className="legal" aria-labelledby={titleId}>
      <Title id={titleId} className="legal-title">{document.title}</Title>
      <p className="legal-effective">生效日期：{document.effective}</p>
      {document.intro.map((text) => <p key={text}>{text}</p>)}
      {document.sections.map((section) => (
        <section key={section.heading}>
          <Section className="legal-heading">{section.heading}</Section>
          {section.paragraphs?.map((text) => <p key={text}>{text}</p>)}
          {section.items && <ol>{section.items.map((item) => <li key={item}>{item}</li>)}</ol>}
        </section>
      ))}
    </article>
  );
}

export const LEGAL_DOCUMENT_CSS = `
.legal { line-height: 1.75; }
.legal-title { font-size: 1.5em; margin: 0 0 var(--_space-1); }
.legal-effective { color: var(--_muted); margin: 0 0 var(--_space-4); }
.legal-heading { font-size: 1.1em; margin: var(--_space-6) 0 var(--_space-2); }
.legal p { margin: 0 0 var(--_space-2); }
.legal ol { margin: 0 0 var(--_space-2); padding-left: 1.8em; }
.legal li { margin-bottom: var(--_space-1); }
`;
