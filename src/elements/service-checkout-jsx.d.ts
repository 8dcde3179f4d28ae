import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CheckoutStepDetail, OrderPlaceDetail } from './service-checkout/service-checkout';

/** The purchase element as a JSX tag, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-service-checkout': ElementProps<{
        step?: string;
        'service-type'?: string;
        'car-uid'?: string;
        'return-path'?: string;
        'return-url'?: string;
        oncheckoutstep?: (event: CustomEvent<CheckoutStepDetail>) => void;
        onorderplace?: (event: CustomEvent<OrderPlaceDetail>) => void;
      }>;
    }
  }
}
