import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The history elements (issue 13) as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;
type JourneyOpen = (event: CustomEvent<{ carUid: string; journeyCode: string }>) => void;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-history-cars': ElementProps<{
        oncaropen?: (event: CustomEvent<{ carUid: string }>) => void;
        onreviewopen?: (event: CustomEvent<{ startDate?: string; endDate?: string }>) => void;
      }>;
      'fms-journey-list': ElementProps<{ 'car-uid'?: string; 'start-date'?: string; 'end-date'?: string; onjourneyopen?: JourneyOpen }>;
      'fms-journey-review': ElementProps<{ 'start-date'?: string; 'end-date'?: string; onjourneyopen?: JourneyOpen }>;
      'fms-track-playback': ElementProps<{ 'journey-code'?: string; 'car-uid'?: string; 'start-at'?: string }>;
    }
  }
}
