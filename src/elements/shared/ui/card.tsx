import { useId, type ReactNode } from 'react';

export interface CardProps {
  /** The card's heading; it also names the card's region. */
  heading?: string;
  /** Level of the heading element, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons at the right of the heading. */
  actions?: ReactNode;
  /** 'card' is raised with a shadow; 'panel' is flat with a border, for side panels and detail blocks. */
  variant?: 'card' | 'panel';
  children?: ReactNode;
}

/** A surface that groups related content; with a heading it is a named section. */
export function Card({ heading, headingLevel = 2, actions, variant = 'card', children }: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`card card-${variant}`} aria-labelledby={heading ? id : undefined}>
      {(heading || actions) && (
        <header className="card-header">
          {heading && <Heading id={id} className="card-heading">{heading}</Heading>}
          {actions && <div className="card-actions">{actions}</div>}
        </header>
      )}
      <div className="card-body">{children}</div>
    </section>
  );
}

/** A flat card, for side panels and detail blocks. */
export function Panel(props: Omit<CardProps, 'variant'>) {
  return <Card {...props} variant="panel" />;
}

export const CARD_CSS = `
.card { background: var(--_surface); border-radius: var(--_radius-large); }
.card-card { box-shadow: var(--_shadow-1); border: 1px solid var(--_border); }
.card-panel { border: 1px solid var(--_border); border-radius: var(--_radius); }
.card-header { display: flex; align-items: center; justify-content: space-between; gap: var(--_space-2); padding: var(--_space-3) var(--_space-4); border-bottom: 1px solid var(--_border); }
.card-heading { margin: 0; font-size: 1.1em; }
.card-actions { display: flex; gap: var(--_space-2); }
.card-body { padding: var(--_space-4); }
`;
