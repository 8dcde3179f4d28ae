import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CarSelectDetail } from './shared/fleet/jsx';

/** The recorded-video elements as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-video-history': ElementProps<{
        'car-uid'?: string;
        day?: string;
        oncarselect?: (event: CustomEvent<CarSelectDetail>) => void;
        ondayselect?: (event: CustomEvent<{ day: string }>) => void;
        onvideorequest?: (event: CustomEvent<{ recordUid: string; carUid: string; startTime: number; endTime: number }>) => void;
      }>;
      'fms-video-requests': ElementProps<{
        view?: 'download' | 'index';
        'car-uid'?: string;
        onvideoopen?: (event: CustomEvent<{ carUid: string; day: string; recordUid: string }>) => void;
      }>;
    }
  }
}
