import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The account and driver elements as JSX tags, for the apps; React 19 adds `on<event>` props as listeners. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;
type Listener<D> = (event: CustomEvent<D>) => void;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-user-list': ElementProps<{ onuseradd?: Listener<object>; onuseredit?: Listener<{ uid: string; name: string }> }>;
      'fms-driver-list': ElementProps<{ ondriveradd?: Listener<object>; ondriveredit?: Listener<{ uid: string; name: string }> }>;
      'fms-driver-performance': ElementProps<{ 'driver-uid'?: string; ondriverselect?: Listener<{ driverUid: string }> }>;
      'fms-user-form': ElementProps<{
        'user-uid'?: string;
        driver?: boolean;
        onusersave?: Listener<{ uid: string; name: string; zhName: string; created: boolean }>;
        oneditcancel?: Listener<undefined>;
      }>;
    }
  }
}
