import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The live video, voice and external device elements as JSX tags, for the apps and for each other. */
/** The detail of `carselect` (fms-live-video, fms-device-detail): the car the user chose. */
export interface CarSelectDetail { carUid: string; carNo: string }

type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-hls-player': ElementProps<{ src?: string; label?: string; sound?: boolean }>;
      'fms-live-video': ElementProps<{ 'car-uid'?: string; layout?: '1' | '2' | '4'; 'fixed-car'?: boolean; oncarselect?: (event: CustomEvent<CarSelectDetail>) => void }>;
      'fms-voice-message': ElementProps<{ 'car-uid'?: string }>;
      'fms-device-detail': ElementProps<{ 'car-uid'?: string; oncarselect?: (event: CustomEvent<CarSelectDetail>) => void }>;
    }
  }
}
