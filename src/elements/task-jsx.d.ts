import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The task elements as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-task-list': ElementProps<{
        ontaskopen?: (event: CustomEvent<{ taskUid: string }>) => void;
        ontaskadd?: (event: CustomEvent<Record<string, never>>) => void;
        ontaskedit?: (event: CustomEvent<{ taskUid: string }>) => void;
      }>;
      'fms-task-form': ElementProps<{
        'task-uid'?: string;
        ontasksave?: (event: CustomEvent<{ taskUid: string; created: boolean }>) => void;
        ontaskcancel?: (event: CustomEvent<Record<string, never>>) => void;
      }>;
      'fms-task-import': ElementProps<{
        open?: boolean;
        ontaskimport?: (event: CustomEvent<{ created: number }>) => void;
        onimportclose?: (event: CustomEvent<Record<string, never>>) => void;
      }>;
      'fms-task-detail': ElementProps<{
        'task-uid'?: string;
        ontaskedit?: (event: CustomEvent<{ taskUid: string }>) => void;
      }>;
    }
  }
}
