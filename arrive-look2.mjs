import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt/arrive/tests/browser-flags.mjs';
const BASE = 'http://127.0.0.1:8340';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
const api = async (path, body, token, method = 'POST') => (await page.request.fetch(`${BASE}/api/${path}`, { method, data: body, headers: token ? { authorization: `Bearer ${token}` } : {} })).json();
const tokens = (await api('auth/v0/sign-in', { name: 'demo-admin', password: 'fleet-demo-2021' })).data;
const drv = (await api('auth/v0/sign-in', { name: 'demo-driver', password: 'fleet-demo-2021' })).data;
const doing = new Set((await api('task/v0/list', { status: ['doing'], offset: 0, limit: 50 }, tokens.accessToken)).data.list.map((t) => t.car.uid));
const cars = (await api('driving-monitor/v0/car/list', { offset: 0, limit: 100 }, tokens.accessToken)).data.list;
const car = cars.find((c) => !doing.has(c.carUid) && typeof c.lat === 'number');
console.log('car', car.carNo, car.lat, car.lng, car.driverName, car.carUid);
const now = Date.now();
const made = await api('task/v0', { taskDate: now, carUid: car.carUid, driverUid: 'user-demo-driver', taskList: [
  { name: '桃園倉', address: '桃園市', lat: 24.99, lng: 121.3, plannedTime: now - 3600_000 },
  { name: '新竹站', address: '新竹市', lat: 24.8, lng: 120.97, plannedTime: now + 4 * 3600_000 },
] }, tokens.accessToken);
console.log('made', made.status, made.message);
const uid = made.data.uid;
console.log('start', (await api('task/v0/by-driver', { uid, action: 'start' }, drv.accessToken, 'PUT')).status);
await page.waitForTimeout(12000);
const d = (await api(`task/v0/${uid}`, undefined, tokens.accessToken, 'GET')).data;
console.log(JSON.stringify(d.taskList.map((s) => [s.seq, s.etaAt, s.etaLate])), d.deviation);
await ctx.addCookies(['accessToken', 'idToken', 'refreshToken'].map((n) => ({ url: BASE, name: n, value: tokens[n] })));
await page.goto(`${BASE}/task/single/${uid}`);
await page.waitForTimeout(8000);
await page.screenshot({ path: '/tmp/arrive-single.png', fullPage: true });
await page.setViewportSize({ width: 390, height: 844 });
await page.waitForTimeout(2000);
await page.screenshot({ path: '/tmp/arrive-single-390.png', fullPage: true });
await page.setViewportSize({ width: 1280, height: 900 });
await page.goto(`${BASE}/task/management`);
await page.waitForTimeout(8000);
await page.screenshot({ path: '/tmp/arrive-list.png', fullPage: true });
await page.goto(`${BASE}/monitor?carUid=${car.carUid}`);
await page.waitForTimeout(10000);
await page.screenshot({ path: '/tmp/arrive-monitor.png' });
await browser.close();
