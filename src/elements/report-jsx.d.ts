import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The monthly operations report and the operation log as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-monthly-report': ElementProps<{
        month?: string;
        share?: string;
        onmonthchange?: (event: CustomEvent<{ month: string }>) => void;
      }>;
      'fms-operation-log': ElementProps<object>;
    }
  }
}
