import { it } from 'vitest';
import { openSocket } from './cluster-server';
it('probe', async () => {
  const base = 'http://127.0.0.1:8321';
  const signIn = async (name: string) => { const r = await fetch(`${base}/api/auth/v0/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'fms-demo-api-key' }, body: JSON.stringify({ name, password: 'fleet-demo-2021' }) }); return (await r.json()).data.accessToken; };
  const token = await signIn('demo-admin');
  const op = await signIn('demo-operator');
  for (let i = 0; i < 4; i++) {
    const s = await Promise.race([openSocket(base, '/fms-event', token), new Promise((r) => setTimeout(() => r('timeout'), 5000))]);
    console.log('opened', typeof s === 'string' ? s : (s as any).worker);
  }
  const t0 = Date.now();
  const res = await fetch(`${base}/bulletin/api/v0/bulletin`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'fms-demo-api-key', authorization: `Bearer ${op}` }, body: JSON.stringify({ bulletinType: '系統維護', title: 'x', content: 'y', startTime: 1795629600000 - 3600000, endTime: 1795629600000 + 30 * 86400000 }) });
  console.log('bulletin', res.status, Date.now() - t0, (await res.text()).slice(0, 200));
}, 60000);
