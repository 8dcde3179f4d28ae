import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The monitor map and the truck detail panel as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      // React 19 adds `on<event>` props of custom elements as listeners of <event> (demo/pages/react-host.tsx).
      'fms-monitor-map': ElementProps<{
        'car-uid'?: string; 'half-map'?: boolean; 'keep-view'?: boolean;
        // The properties, as a React 19 host passes them (also before the tag is defined).
        carUid?: string; halfMap?: boolean; keepView?: boolean;
        oncarselect?: (event: CustomEvent<{ carUid: string; carNo: string }>) => void;
      }>;
      'fms-vehicle-detail': ElementProps<{ 'car-uid'?: string; followable?: boolean; following?: boolean; closable?: boolean }>;
    }
  }
}
