import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The account, public-page, notice and my-account elements as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-forgot-password': ElementProps<{ next?: string }>;
      'fms-otp-verify': ElementProps<{ mode?: 'reset' | 'activation'; next?: string }>;
      'fms-reset-password': ElementProps<{ mode?: 'otp' | 'periodic'; next?: string }>;
      'fms-register': ElementProps<{ step?: '1' | '2' | '3' | 'result' }>;
      'fms-verify-account': ElementProps<{ outcome?: '' | 'success' | 'error'; token?: string }>;
      'fms-legal-text': ElementProps<{ doc?: 'terms' | 'privacy'; variant?: 'web' | 'app' }>;
      'fms-app-download': ElementProps<{ 'ios-url'?: string; 'android-url'?: string }>;
      'fms-notice-list': ElementProps<object>;
      'fms-user-profile': ElementProps<object>;
      'fms-password-change': ElementProps<object>;
    }
  }
}
