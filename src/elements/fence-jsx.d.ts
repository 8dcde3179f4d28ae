import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The geofence and common-route elements as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-fence-list': ElementProps<{
        onfenceopen?: (event: CustomEvent<{ fenceUid: string; name: string }>) => void;
        onfenceadd?: (event: CustomEvent<Record<string, never>>) => void;
      }>;
      'fms-fence-editor': ElementProps<{
        'fence-uid'?: string;
        onfencesave?: (event: CustomEvent<{ fenceUid: string; name: string; created: boolean }>) => void;
        onfencecancel?: (event: CustomEvent<Record<string, never>>) => void;
      }>;
      'fms-route-list': ElementProps<object>;
    }
  }
}
