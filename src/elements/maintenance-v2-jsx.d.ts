import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The maintenance v2 elements as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-maintenance-list': ElementProps<{
        'car-uid'?: string;
        onrecordopen?: (event: CustomEvent<{ carUid: string; recordUid: string }>) => void;
        onreservationadd?: (event: CustomEvent<{ carUid: string }>) => void;
        onreservationedit?: (event: CustomEvent<{ recordUid: string }>) => void;
        onordercreate?: (event: CustomEvent<{ orderUid: string; recordUid: string }>) => void;
      }>;
      'fms-maintenance-orders': ElementProps<{
        'order-uid'?: string;
        'car-uid'?: string;
        onorderfocus?: (event: CustomEvent<{ orderUid: string }>) => void;
      }>;
      'fms-maintenance-reservation': ElementProps<{
        'record-uid'?: string;
        'car-uid'?: string;
        onreservationsave?: (event: CustomEvent<{ recordUid: string; carUid: string; created: boolean }>) => void;
        onreservationcancel?: (event: CustomEvent<Record<string, never>>) => void;
      }>;
    }
  }
}
