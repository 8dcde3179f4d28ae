import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The console's custom elements as JSX tags, for the apps that compose them into pages. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-sign-in': ElementProps<{ redirect?: string }>;
      // React 19 adds `on<event>` props of custom elements as listeners of <event> (demo/pages/react-host.tsx).
      'fms-notification-bell': ElementProps<{ onnavrequest?: (event: CustomEvent<{ path: string }>) => void }>;
      'fms-user-menu': ElementProps<{ company?: string }>;
      'fms-main-nav': ElementProps<object>;
      'fms-app-header': ElementProps<{ company?: string }>;
      'fms-app-footer': ElementProps<{ company?: string }>;
      'fms-loading-overlay': ElementProps<{ 'fallback-text'?: string }>;
      'fms-ops-sidebar': ElementProps<{ 'ops-url'?: string }>;
      'fms-dtc-advice': ElementProps<{ code?: string; model?: string; compact?: boolean }>;
    }
  }
}
