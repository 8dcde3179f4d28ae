import type { EventIconKind } from '../../../core/catalogue';

/** One path per event icon kind (spec 3: fence, drive = car, detect = driver, dtc, speed, engine, tss). */
const KIND_PATHS: Record<EventIconKind, string> = {
  fence: 'M4 20V8l3-4 3 4v12M14 20V8l3-4 3 4v12M2 11h20M2 16h20',
  drive: 'M3 15V9l2.5-4h13L21 9v6zM3 15v3h3v-3M18 15v3h3v-3M3 10.5h18M7 12.5h.01M17 12.5h.01',
  detect: 'M12 3.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM5 20.5c.8-4 3.6-6.5 7-6.5s6.2 2.5 7 6.5',
  dtc: 'M12 3l9.5 17h-19zM12 10v4.5M12 17.3v.2',
  speed: 'M4 17a8 8 0 1 1 16 0M12 17l4-5M7 17h.01M17 17h.01',
  engine: 'M4 9h3V6h7v3h3l2 2v6h-2l-2 2H7l-3-3zM1.5 11v4M10 6V4M8 4h4',
  tss: 'M12 2.5l7.5 3v5.5c0 4.7-3.2 8.7-7.5 10-4.3-1.3-7.5-5.3-7.5-10V5.5zM8.5 12l2.5 2.5 4.5-5',
};

/**
 * The icon of an event kind, on (the kind's colour filter) or off (muted, struck through). Decoration
 * only: the control or cell beside it carries the name.
 */
export function EventKindIcon({ kind, on = true, size = 18 }: { kind: EventIconKind; on?: boolean; size?: number }) {
  return (
    <svg className={`event-kind-icon ${on ? 'on' : 'off'} kind-${kind}`} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false"
      data-icon={on ? `event-${kind}-on` : `event-${kind}-off`}>
      <path d={KIND_PATHS[kind]} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />
      {!on && <path d="M3 3l18 18" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" />}
    </svg>
  );
}
