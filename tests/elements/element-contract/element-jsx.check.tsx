import type {} from '../../../src/elements/element-jsx';

/**
 * Compile-time checks of the generated JSX tag types (src/elements/element-jsx.d.ts; tsc reads this
 * file, no runner does): the apps' tags take each element's properties, its multi-word attributes
 * by name and typed `on<event>` listeners, and refuse what the element does not take.
 */
export function TypedTags() {
  return (
    <>
      <fms-monitor-map car-uid="c1" half-map carUid="c1" keepView oncarselect={(event) => void event.detail.carNo.trim()} />
      <fms-car-form car-uid="c1" oncarsave={(event) => void event.detail.carUid.trim()} />
      <fms-notification-bell onnavrequest={(event) => void event.detail.path.trim()} />
      <fms-video-requests view="index" />
      {/* @ts-expect-error a carselect detail has carUid and carNo only */}
      <fms-monitor-map oncarselect={(event) => event.detail.driverName} />
      {/* @ts-expect-error half-map is a boolean */}
      <fms-monitor-map half-map="yes" />
      {/* @ts-expect-error the car list has no carUid property */}
      <fms-car-list carUid="c1" />
      {/* @ts-expect-error the monitor map dispatches no carsave */}
      <fms-monitor-map oncarsave={() => undefined} />
    </>
  );
}
