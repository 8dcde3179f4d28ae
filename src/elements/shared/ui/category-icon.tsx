/**
 * The notification category icons (spec 9: one per category of core/notifications — bind, system,
 * fence, task, event, microphone, maintenance, performance, video, service). Decoration only:
 * the entry beside it carries the words, so the svg is aria-hidden.
 */
const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** One path per category icon name of core/notifications (bind, system, fence, …). */
const CATEGORY_PATHS: Record<string, string> = {
  bind: 'M10 14l4-4M8.5 11.5l-2 2a3 3 0 0 0 4 4l2-2M15.5 12.5l2-2a3 3 0 0 0-4-4l-2 2',
  system: 'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8',
  fence: 'M4 20V8l3-4 3 4v12M14 20V8l3-4 3 4v12M2 11h20M2 16h20',
  task: 'M8 4h8v3H8zM6 5.5H4.5V21h15V5.5H18M8 12l2.5 2.5L16 9',
  event: 'M12 3l9.5 17h-19zM12 10v4.5M12 17.3v.2',
  microphone: 'M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21',
  maintenance: 'M14.5 6.5a4 4 0 0 0-5 5L4 17l3 3 5.5-5.5a4 4 0 0 0 5-5l-2.5 2.5-2.5-.5-.5-2.5z',
  performance: 'M4 20V14M9.5 20V9M15 20v-7M20.5 20V5',
  video: 'M3.5 7h11v10h-11zM14.5 10.5l6-3.5v10l-6-3.5',
  service: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z',
};

export function CategoryIcon({ icon }: { icon: string }) {
  return (
    <svg className="category-icon" viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
      <path d={CATEGORY_PATHS[icon] ?? CATEGORY_PATHS.event} {...line} />
    </svg>
  );
}
