import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The fleet-data, parameter, option-list and custom-content elements as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-enterprise-form': ElementProps<object>;
      'fms-settings-form': ElementProps<object>;
      'fms-option-lists': ElementProps<{ kind?: 'department' | 'task' | 'maintenance' }>;
      'fms-custom-content': ElementProps<{ 'view-only'?: boolean }>;
    }
  }
}
