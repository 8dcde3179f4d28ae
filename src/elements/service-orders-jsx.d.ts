import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The plus order elements as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-service-orders': ElementProps<{
        'car-uid'?: string;
        onorderselect?: (event: CustomEvent<{ uid: string; code: string }>) => void;
      }>;
      'fms-service-order': ElementProps<{
        'order-uid'?: string;
        view?: 'detail' | 'repurchase' | 'payment-account';
        'car-uid'?: string;
        'return-path'?: string;
        onorderchange?: (event: CustomEvent<{ uid: string; status: number }>) => void;
        onorderdelete?: (event: CustomEvent<{ uid: string }>) => void;
        onorderrepurchase?: (event: CustomEvent<{ uid: string; code: string; paymentMethod: 'card' | 'atm' }>) => void;
      }>;
    }
  }
}
