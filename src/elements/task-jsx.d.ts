import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The task, dispatch schedule, maintenance and event elements as JSX tags, for the apps. */
type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fms-event-list': ElementProps<{
        oneventcaropen?: (event: CustomEvent<{ carUid: string; carNo: string }>) => void;
      }>;
      'fms-car-events': ElementProps<{
        'car-uid'?: string;
        oneventcaropen?: (event: CustomEvent<{ carUid: string; carNo: string }>) => void;
      }>;
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
      'fms-schedule-list': ElementProps<{
        onscheduleadd?: (event: CustomEvent<Record<string, never>>) => void;
        onscheduleedit?: (event: CustomEvent<{ scheduleUid: string }>) => void;
      }>;
      'fms-schedule-form': ElementProps<{
        'schedule-uid'?: string;
        onschedulepreview?: (event: CustomEvent<{ scheduleUid: string }>) => void;
        onschedulecancel?: (event: CustomEvent<Record<string, never>>) => void;
      }>;
      'fms-schedule-preview': ElementProps<{
        onschedulerevise?: (event: CustomEvent<{ scheduleUid: string }>) => void;
        onschedulesave?: (event: CustomEvent<{ scheduleUid: string; created: boolean }>) => void;
      }>;
      'fms-task-import': ElementProps<{
        open?: boolean;
        ontaskimport?: (event: CustomEvent<{ created: number }>) => void;
        onimportclose?: (event: CustomEvent<Record<string, never>>) => void;
      }>;
      'fms-maintenance-cycles': ElementProps<{
        oncycleadd?: (event: CustomEvent<Record<string, never>>) => void;
        oncycleedit?: (event: CustomEvent<{ cycleUid: string }>) => void;
      }>;
      'fms-cycle-editor': ElementProps<{
        'cycle-uid'?: string;
        oncyclesave?: (event: CustomEvent<{ cycleUid: string; name: string; created: boolean }>) => void;
        oncyclecancel?: (event: CustomEvent<Record<string, never>>) => void;
      }>;
      'fms-maintenance-records': ElementProps<{
        onrecordopen?: (event: CustomEvent<{ carUid: string; recordUid: string }>) => void;
        onrecordreview?: (event: CustomEvent<{ recordUid: string }>) => void;
      }>;
      'fms-maintenance-record': ElementProps<{
        'record-uid'?: string;
        review?: boolean;
        onrecordopen?: (event: CustomEvent<{ carUid: string; recordUid: string }>) => void;
      }>;
      'fms-task-detail': ElementProps<{
        'task-uid'?: string;
        ontaskedit?: (event: CustomEvent<{ taskUid: string }>) => void;
      }>;
    }
  }
}
