import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The console's custom elements as JSX tags, for the apps that compose them into pages. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-sign-in': ElementProps<{ redirect?: string }>;
      'fms-dtc-advice': ElementProps<{ code?: string; model?: string; compact?: boolean }>;
    }
  }
}
