/**
 * A host page that embeds <fms-device-detail> on its own: devices.html?carUid=… shows that car;
 * without it the element lets the user choose a car with external devices.
 */
import '../../src/elements/live/device-detail/device-detail.element';
import { $session, loadSessionFromCookies } from '../../src/core/session';
import { signedOutNotice } from './host-session';

const host = document.getElementById('host')!;
loadSessionFromCookies();
if (!$session.get().accessToken) {
  host.replaceChildren(signedOutNotice());
} else {
  const detail = document.createElement('fms-device-detail');
  const carUid = new URLSearchParams(location.search).get('carUid');
  if (carUid) detail.setAttribute('car-uid', carUid);
  detail.addEventListener('carselect', (event) => {
    const url = new URL(location.href);
    url.searchParams.set('carUid', (event as CustomEvent<{ carUid: string }>).detail.carUid);
    history.replaceState(null, '', url);
  });
  host.replaceChildren(detail);
}
