/**
 * A React 19 host of the console's elements (issue 9): it renders fms-* tags with props, and
 * listens to their events with React 19's custom-element support (`oncarselect`, `onnavrequest`:
 * an `on<event>` prop of a custom element becomes a listener of <event>).
 *
 * Tags before definitions (issue 23, 3): React renders the fms-* tags first and the page loads the
 * elements' definitions afterwards, as a partner's page that loads them by script or loader does.
 * Until then React 19 writes the props as attributes named like the props (`carUid` → `caruid`,
 * `halfMap` → `halfmap`); the elements take them when defined. `?carUid=…` opens that truck on the
 * map, as a host's deep link would.
 *
 * One React: this page is built with the elements' source (vite.config.ts), so the elements and the
 * page share the `runtime` chunk (React, ReactDOM, r2wc, nanostores): one copy of React, loaded once.
 * A React app that loads the elements' stable URLs (/elements/fms-*.js, a build of its own) instead
 * gets the elements' own runtime chunk beside its React: two copies, which work side by side
 * (each element renders with its bundle's React) but weigh twice. Share by bundling the elements.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { provideTokens, type HostTokens } from '../../src/core/session/host-tokens';
import type {} from '../../src/elements/element-jsx';

type Code = 'P0217' | 'U0100';

/** The elements' definitions, loaded once the signed-in page has rendered their tags. */
const defineElements = () => Promise.all([
  import('../../src/elements/live/dtc-advice/dtc-advice.element'),
  import('../../src/elements/live/monitor-map/monitor-map.element'),
  import('../../src/elements/chrome/notification-bell/notification-bell.element'),
]);

/** The host's backend in the demo: a sign-in with the demo account, the tokens handed over. */
async function signIn(): Promise<HostTokens> {
  const res = await fetch('/api/auth/v0/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': 'fms-demo-api-key' },
    body: JSON.stringify({ name: 'demo-admin', password: 'fleet-demo-2021' }),
  });
  const body = (await res.json()) as { status: number; data: HostTokens };
  if (body.status !== 0) throw new Error(`sign-in failed (${body.status})`);
  return body.data;
}

function ReactHost() {
  const [signedIn, setSignedIn] = useState(false);
  const [code, setCode] = useState<Code>('P0217');
  const [compact, setCompact] = useState(false);
  const [message, setMessage] = useState('');
  const [carUid] = useState(() => new URLSearchParams(location.search).get('carUid') ?? undefined);

  useEffect(() => {
    let tokens: Promise<HostTokens> | null = null;
    void provideTokens(() => (tokens ??= signIn())).then(setSignedIn);
  }, []);

  // After the commit that rendered the signed-in tags: they are in the page, not yet defined.
  useEffect(() => {
    if (signedIn) void defineElements();
  }, [signedIn]);

  return (
    <>
      <header>
        <h1>React 主頁面</h1>
        {signedIn && (
          <fms-notification-bell onnavrequest={(event) => {
            event.preventDefault();
            setMessage(`要前往：${event.detail.path}`);
          }} />
        )}
      </header>
      <main>
        <p id="host-status" role="status" aria-live="polite">{message}</p>
        <section aria-labelledby="dtc-title">
          <h2 id="dtc-title">故障碼說明</h2>
          <button type="button" onClick={() => setCode(code === 'P0217' ? 'U0100' : 'P0217')}>切換故障碼</button>
          <label><input type="checkbox" checked={compact} onChange={(e) => setCompact(e.target.checked)} /> 精簡顯示</label>
          <fms-dtc-advice code={code} model="XZU720" compact={compact || undefined} />
        </section>
        {signedIn && (
          <section aria-labelledby="map-title" className="react-host-map">
            <h2 id="map-title">車隊即時位置</h2>
            <fms-monitor-map carUid={carUid} halfMap oncarselect={(event) => setMessage(`已選擇車輛：${event.detail.carNo}`)} />
          </section>
        )}
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<ReactHost />);
