import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CarSaveDetail } from './car-form/car-form';

/** The vehicle-management elements as JSX tags, for the apps and for the list's add/edit dialog. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-car-form': ElementProps<{ 'car-uid'?: string; oncarsave?: (event: CustomEvent<CarSaveDetail>) => void; oneditcancel?: (event: CustomEvent<undefined>) => void }>;
      'fms-car-list': ElementProps<{ oncaropen?: (event: CustomEvent<{ carUid: string }>) => void }>;
      'fms-car-detail': ElementProps<{ 'car-uid'?: string }>;
    }
  }
}
