import type { FmsEventMap } from '../../../src/elements/element-types';

/**
 * Compile-time checks of the typed tag and event map (tsc reads this file; no runner does): a host
 * that imports element-types gets typed elements, properties and event details.
 */
export function typedHostPage(): void {
  const map = document.createElement('fms-monitor-map');
  const half: boolean = map.halfMap;
  const uid: string | undefined = map.carUid;
  map.addEventListener('carselect', (event) => void event.detail.carNo.trim());
  map.addEventListener('followchange', (event) => void (event.detail.following satisfies boolean));
  const video = document.querySelector('fms-live-video');
  video?.addEventListener('carselect', (event) => void event.detail.carUid.trim());
  const detail: FmsEventMap['detailclose']['detail'] = { carUid: 'c1' };
  // @ts-expect-error the map dispatches no detailclose of its own
  map.addEventListener('detailclose', (event: FmsEventMap['carselect']) => event);
  // @ts-expect-error a carselect detail has carUid and carNo only
  map.addEventListener('carselect', (event) => event.detail.driverName);
  // @ts-expect-error half-map is a boolean
  map.halfMap = 'true';
  void [half, uid, detail];
}
