/**
 * The monitor map on a page of its own: a host that embeds <fms-monitor-map> directly, with the
 * session read from the cookies the console sets at sign-in.
 */
import { loadSessionFromCookies } from '../../src/core/session';
import '../../src/elements/live/monitor-map/monitor-map.element';

if (loadSessionFromCookies().kind !== 'set') {
  document.getElementById('signed-out')!.hidden = false;
  document.querySelector('fms-monitor-map')?.remove();
}

document.querySelector('fms-monitor-map')?.addEventListener('carselect', (event) => {
  const { carNo } = (event as CustomEvent<{ carUid: string; carNo: string }>).detail;
  document.title = `${carNo} — 車輛監控`;
});
