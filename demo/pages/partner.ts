/**
 * A partner portal on another origin (issue 9): plain HTML with its own header and styles. It
 * loads the console's elements by absolute URL from the console (`?console=<origin>`, default this
 * page's origin so `npm start` shows it too), gets its tokens from its "own backend" through the token
 * provider it sets in `window.__FMS_CONFIG__` before the element scripts (issue 23). It writes no cookies. Links inside the elements
 * arrive as `navrequest` events, shown as a line; the page's URL does not change.
 *
 * The e2e run serves this page at http://localhost:PORT (listed in FMS_PARTNER_ORIGINS) and the
 * console at http://127.0.0.1:PORT (tests/e2e/partner-portal.spec.ts).
 */
import { embedElements, showLoadError } from './partner-kit';

const status = document.getElementById('partner-status')!;

function place(slot: string, html: string): void {
  document.getElementById(slot)!.innerHTML = html;
}

async function start(): Promise<void> {
  const fms = await embedElements(['fms-dtc-advice', 'fms-notification-bell', 'fms-monitor-map']);

  document.addEventListener(fms.events.navRequest, (event) => {
    const { path } = (event as CustomEvent<{ path: string }>).detail;
    event.preventDefault();
    status.textContent = `要前往：${path}`;
  });
  document.addEventListener('carselect', (event) => {
    status.textContent = `已選擇車輛：${(event as CustomEvent<{ carNo: string }>).detail.carNo}`;
  });

  place('bell-slot', '<fms-notification-bell></fms-notification-bell>');
  place('map-slot', '<fms-monitor-map></fms-monitor-map>');
  place('dtc-slot', '<fms-dtc-advice code="P0217" model="XZU720"></fms-dtc-advice>'
    + '<fms-dtc-advice code="U0100" model="FC2AJ7" compact></fms-dtc-advice>');
}

start().catch(showLoadError(status));
