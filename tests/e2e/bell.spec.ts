import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, signInByApi } from './fixtures';

/**
 * Live events reach the bell (spec 2.5, 2.6, 4, 7.12). Bringing a new car under management sends the
 * category-1 'bind' notification to the enterprise's users over /fms-event.
 */

/** Resolves once the page's socket.io client has joined the /fms-event namespace. */
function eventSocketJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40/fms-event')) resolve();
      });
    });
  });
}

/** A new car of the admin's enterprise, brought under management; returns its number. */
async function bindNewCar(page: Page, token: string): Promise<string> {
  const carNo = `E2E-${Date.now().toString(36).toUpperCase().slice(-4)}`;
  const created = await callApi<{ uid: string }>(page, token, 'POST', '/api/car/v0', { carNo, model: 'XZU720' });
  expect(created.status, JSON.stringify(created)).toBe(0);
  const enabled = await callApi(page, token, 'POST', '/api/car/v0/enable', { uids: [created.data.uid] });
  expect(enabled.status).toBe(0);
  return carNo;
}

async function openBellAtMonitor(page: Page) {
  const joined = eventSocketJoined(page);
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  const bell = page.locator('fms-notification-bell');
  await expect(bell.getByRole('button', { name: /^通知/ })).toBeVisible();
  await joined;
  // Opening clears whatever today's list raised, so the next indicator is the live event's.
  await bell.getByRole('button', { name: /^通知/ }).click();
  await bell.getByRole('button', { name: /^通知/ }).press('Escape');
  await expect(bell.getByRole('button', { name: /^通知/ })).toHaveAttribute('aria-expanded', 'false');
  return bell;
}

test('spec 4, 7.12: a car brought under management reaches the bell live as a new notification', async ({ page }) => {
  const bell = await openBellAtMonitor(page);
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const carNo = await bindNewCar(page, accessToken);

  // The simulated fleet sends live events too, so the indicator may be theirs; the entry is ours.
  const button = bell.getByRole('button', { name: /^通知（有(新通知|特別事件)）$/ });
  await expect(button).toBeVisible();
  await button.click();
  const entry = bell.getByRole('list', { name: '最新通知' }).getByRole('link', { name: `車輛 ${carNo} 已完成納管` });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('href', '/notice');
  expect(await bell.getByRole('list', { name: '最新通知' }).getByRole('listitem').count()).toBeLessThanOrEqual(6);
});

test('spec 2.6, 4: with bind switched off in the bell settings, a bound car stays out of the bell', async ({ page }) => {
  const bell = await openBellAtMonitor(page);
  const { accessToken } = await apiTokens(page, 'demo-admin');
  let bulletinUid = '';
  let operatorToken = '';
  try {
    await bell.getByRole('button', { name: /^通知/ }).click();
    await bell.getByRole('button', { name: '自訂' }).click();
    const bind = bell.getByRole('switch', { name: '綁定' });
    await expect(bind).toHaveAttribute('aria-checked', 'true');
    const saved = page.waitForResponse((res) => res.url().includes('/message/v0/settings') && res.request().method() === 'PUT');
    const refreshed = page.waitForResponse((res) => res.url().includes('/auth/v0/token'));
    await bind.click();
    await saved;
    await refreshed;
    await expect(bind).toHaveAttribute('aria-checked', 'false');
    await bell.getByRole('button', { name: '返回' }).click();
    await page.keyboard.press('Escape');

    const carNo = await bindNewCar(page, accessToken);
    // A category that is still on, sent after the bind one: once it shows, the bind one would have too.
    const now = Date.now();
    const control = `通知開關測試 ${now}`;
    await bell.getByRole('button', { name: /^通知/ }).click();
    // Bulletins are the platform operator's to publish (issue 10, 3); every enterprise's users are told.
    operatorToken = (await apiTokens(page, 'demo-operator')).accessToken;
    const bulletin = await callApi<{ uid: string }>(page, operatorToken, 'POST', '/bulletin/api/v0/bulletin', {
      bulletinType: '系統維護', title: '測試維護通知', content: control, startTime: now, endTime: now + 600_000,
    });
    bulletinUid = bulletin.data.uid;

    // The open list is live: the control arrives after the bind event would have.
    const list = bell.getByRole('list', { name: '最新通知' });
    await expect(list.getByRole('link', { name: control })).toBeVisible();
    await expect(bell.getByText(`車輛 ${carNo} 已完成納管`)).toHaveCount(0);
  } finally {
    if (bulletinUid) await callApi(page, operatorToken, 'DELETE', `/bulletin/api/v0/bulletin/${bulletinUid}`);
    const all = Array.from({ length: 10 }, (_, i) => ({ category: i + 1, enabled: true }));
    await callApi(page, accessToken, 'PUT', '/api/message/v0/settings', { data: { messages: all } });
  }
});
