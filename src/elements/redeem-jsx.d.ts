import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The redeem elements (spec 2.11 'Service redeem') as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-service-redeem': ElementProps<{
        'car-uid'?: string;
        onserviceredeem?: (event: CustomEvent<{ carUid: string; serviceUid: string; serialNo: string }>) => void;
      }>;
      'fms-service-record': ElementProps<{ 'car-uid'?: string }>;
      'fms-car-services': ElementProps<{
        'car-uid'?: string;
        'in-app'?: boolean;
        oncarselect?: (event: CustomEvent<{ carUid: string; carNo: string }>) => void;
      }>;
    }
  }
}
