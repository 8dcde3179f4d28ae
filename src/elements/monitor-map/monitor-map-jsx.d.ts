import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The monitor map and the truck detail panel as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-monitor-map': ElementProps<{ 'car-uid'?: string; 'half-map'?: boolean; 'keep-view'?: boolean }>;
      'fms-vehicle-detail': ElementProps<{ 'car-uid'?: string; followable?: boolean; following?: boolean; closable?: boolean }>;
    }
  }
}
