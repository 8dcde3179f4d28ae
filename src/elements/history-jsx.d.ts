import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The history elements (issue 13) as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;
type JourneyOpen = (event: CustomEvent<{ carUid: string; journeyCode: string }>) => void;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-history-cars': ElementProps<{ oncaropen?: (event: CustomEvent<{ carUid: string }>) => void }>;
      'fms-journey-list': ElementProps<{ 'car-uid'?: string; onjourneyopen?: JourneyOpen }>;
      'fms-journey-review': ElementProps<{ onjourneyopen?: JourneyOpen }>;
      'fms-track-playback': ElementProps<{ 'journey-code'?: string; 'car-uid'?: string; 'start-at'?: string }>;
    }
  }
}
