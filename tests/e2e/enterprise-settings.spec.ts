import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, expectNoAxeViolations, expectNoHorizontalOverflow, naughtyFired, signInByApi, watchDialogs } from './fixtures';
import { fitted, NAUGHTY_STRINGS, SCRIPT_PAYLOADS } from './naughty-strings';

/**
 * Issue 11, the administrator's enterprise and settings pages: /enterprise (P_P10), /setting
 * (P_P09, with the option lists) and /customize (P_P18). Every test leaves enterprise A's name,
 * code and parameters as the seed made them, so other specs find them unchanged.
 */


const saving = (page: Page) => page.waitForResponse((r) => /\/api\/enterprise\/v0$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT');

// Each test walks a whole page with axe checks on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });



test('spec 7.4: /enterprise saves the fleet data, keeps it after a reload; a taken name is refused on its field', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await signInByApi(page, 'demo-admin');
  await page.goto('/enterprise');
  const form = page.locator('fms-enterprise-form');
  const contact = form.getByRole('textbox', { name: /^聯絡人/ });
  await expect(contact).toHaveValue('王大明');
  await expect(form.getByText('納管車輛')).toBeVisible();
  await expectNoAxeViolations(page);

  await contact.fill('王大明經理');
  await form.getByRole('textbox', { name: /^企業地址/ }).fill('110臺北市信義區松仁路100號 8 樓');
  await Promise.all([saving(page), form.getByRole('button', { name: '儲存' }).click()]);
  await expect(page.getByText('車隊資料已更新。')).toBeVisible();
  await page.reload();
  await expect(form.getByRole('textbox', { name: /^聯絡人/ })).toHaveValue('王大明經理');
  await expect(form.getByRole('textbox', { name: /^企業地址/ })).toHaveValue('110臺北市信義區松仁路100號 8 樓');

  // Enterprise B's name: check-unique answers taken, and nothing is saved.
  const name = form.getByRole('textbox', { name: /^企業名稱/ });
  await name.fill('北港冷鏈運輸有限公司');
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(form.getByText('此企業名稱已被註冊。').first()).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveValue('北港冷鏈運輸有限公司');
  await expectNoAxeViolations(page);

  // 產生代碼 fills a fresh code; the form is now unsaved, so leaving through the menu asks first.
  const code = form.getByRole('textbox', { name: /^企業代碼/ });
  await form.getByRole('button', { name: '產生代碼' }).click();
  await expect(code).toHaveValue(/^FM[A-Z0-9]{6}$/);
  await page.locator('fms-main-nav').getByRole('link', { name: '監控地圖' }).click();
  await expect(form.getByRole('dialog', { name: '放棄未儲存的變更？' })).toBeVisible();
  await form.getByRole('button', { name: '繼續編輯' }).click();
  await expect(page).toHaveURL(/\/enterprise$/);
  await expect(code).toHaveValue(/^FM/);

  const { accessToken } = await apiTokens(page, 'demo-admin');
  await callApi(page, accessToken, 'PUT', '/api/enterprise/v0', { contactName: '王大明', address: '110臺北市信義區松仁路100號' });
  expect(dialogs).toEqual([]);
});

test('spec 7.4: /setting saves a parameter, then 還原預設值 asks and restores the defaults', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/setting');
  const form = page.locator('fms-settings-form');
  const idle = form.getByRole('spinbutton', { name: /^怠速提醒/ });
  await expect(idle).toHaveValue('10');
  await idle.fill('25');
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('參數設定已更新。')).toBeVisible();
  await page.reload();
  await expect(idle).toHaveValue('25');

  await idle.fill('500');
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(form.getByText('請輸入 1 至 120 之間的數值。').first()).toBeVisible();
  await expect(idle).toHaveAttribute('aria-invalid', 'true');
  await expect(idle).toHaveValue('500');

  await form.getByRole('button', { name: '還原預設值' }).click();
  const dialog = form.getByRole('dialog', { name: '還原預設值' });
  await expect(dialog).toContainText('確定要將所有參數還原為預設值嗎？');
  await dialog.getByRole('button', { name: '還原' }).click();
  await expect(page.getByText('已還原為預設值。')).toBeVisible();
  await expect(idle).toHaveValue('10');
  await page.reload();
  await expect(idle).toHaveValue('10');
  await expectNoAxeViolations(page);
});

test('spec 7.4: a department added on /setting shows in the monitor map\'s department filter without a reload', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  const filter = page.locator('fms-monitor-map').getByRole('combobox', { name: '部門' });
  await expect(filter.locator('option', { hasText: '北區車隊' })).toHaveCount(1);

  const nav = page.locator('fms-main-nav');
  await nav.getByRole('link', { name: '參數設定' }).click();
  await expect(page).toHaveURL(/\/setting$/);
  const lists = page.locator('fms-option-lists');
  const added = `東區車隊${test.info().retry}${Date.now() % 100000}`;
  await lists.getByRole('button', { name: '新增部門' }).click();
  await lists.getByRole('textbox', { name: /^部門名稱/ }).fill(added);
  await lists.getByRole('button', { name: '儲存' }).click();
  await expect(lists.getByRole('cell', { name: added, exact: true })).toBeVisible();

  await nav.getByRole('link', { name: '監控地圖' }).click();
  await expect(page).toHaveURL(/\/monitor$/);
  await expect(filter.locator('option', { hasText: added })).toHaveCount(1);

  // Leave enterprise A's departments as the seed made them.
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const { data } = await callApi<{ list: Array<{ uid: string }> }>(page, accessToken, 'POST', '/api/options/v0/list', { category: 'department', keyword: added, offset: 0, limit: 10 });
  await callApi(page, accessToken, 'DELETE', '/api/options/v0', { uids: data.list.map((o) => o.uid) });
});

test('issue 11: a department in use says what uses it before delete; an unused one is deleted by name', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/setting');
  const lists = page.locator('fms-option-lists');
  await expect(lists.getByText('北區車隊')).toBeVisible();
  await lists.getByRole('button', { name: '刪除部門「北區車隊」' }).click();
  const blocked = lists.getByRole('dialog', { name: '無法刪除部門' });
  await expect(blocked).toContainText('仍有');
  await expect(blocked).toContainText(/車輛：\S+/);
  await expect(blocked.getByRole('button', { name: '刪除' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await blocked.getByRole('button', { name: '知道了' }).click();

  const temporary = `臨時部門${Date.now() % 100000}`;
  await lists.getByRole('button', { name: '新增部門' }).click();
  await lists.getByRole('textbox', { name: /^部門名稱/ }).fill(temporary);
  await lists.getByRole('button', { name: '儲存' }).click();
  await lists.getByRole('button', { name: `刪除部門「${temporary}」` }).click();
  const confirm = lists.getByRole('dialog', { name: '刪除部門' });
  await expect(confirm).toContainText(`確定要刪除部門「${temporary}」嗎？`);
  await confirm.getByRole('button', { name: '刪除' }).click();
  await expect(lists.getByRole('cell', { name: temporary, exact: true })).toHaveCount(0);
  await expect(lists.getByText(`已刪除部門「${temporary}」。`)).toBeVisible();
});

test('issue 11: naughty strings through the option and enterprise forms are saved and shown back as text, running nothing', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await signInByApi(page, 'demo-admin');
  await page.goto('/setting');
  const lists = page.locator('fms-option-lists');
  await lists.getByRole('tab', { name: '保養項目' }).click();
  const made: string[] = [];
  for (const { value } of NAUGHTY_STRINGS.filter((s) => s.name !== 'very long string')) {
    const name = fitted(value, 40).trim();
    await lists.getByRole('button', { name: '新增保養項目' }).click();
    await lists.getByRole('textbox', { name: /^保養項目名稱/ }).fill(name);
    await lists.getByRole('button', { name: '儲存' }).click();
    await expect(lists.getByRole('dialog')).toHaveCount(0);
    made.push(name);
  }
  await page.reload();
  await lists.getByRole('tab', { name: '保養項目' }).click();
  const panel = lists.getByRole('tabpanel');
  for (const name of made.slice(0, 4)) {
    await panel.getByRole('searchbox', { name: '名稱' }).fill(name);
    await panel.getByRole('button', { name: '查詢' }).click();
    await expect(panel.getByRole('cell', { name, exact: true })).toBeVisible();
  }

  const form = page.locator('fms-enterprise-form');
  await page.goto('/enterprise');
  const address = form.getByRole('textbox', { name: /^企業地址/ });
  for (const { value } of SCRIPT_PAYLOADS.slice(0, 4)) {
    await address.fill(fitted(value, 120, 5));
    await Promise.all([saving(page), form.getByRole('button', { name: '儲存' }).click()]);
    await expect(page.getByText('車隊資料已更新。')).toBeVisible();
    await expect(address).toHaveValue(fitted(value, 120, 5));
  }
  await page.reload();
  await expect(address).toHaveValue(fitted(SCRIPT_PAYLOADS[3].value, 120, 5));
  expect(await naughtyFired(page)).toBeNull();
  expect(dialogs).toEqual([]);

  const { accessToken } = await apiTokens(page, 'demo-admin');
  await callApi(page, accessToken, 'PUT', '/api/enterprise/v0', { address: '110臺北市信義區松仁路100號' });
  const { data } = await callApi<{ list: Array<{ uid: string; name: string }> }>(page, accessToken, 'POST', '/api/options/v0/list', { category: 'maintenance', offset: 0, limit: 1000 });
  const mine = data.list.filter((o) => made.includes(o.name)).map((o) => o.uid);
  if (mine.length) await callApi(page, accessToken, 'DELETE', '/api/options/v0', { uids: mine });
});

test('spec 2.11, P_P18: /customize saves rich text; naughty content comes back harmless and runs nothing', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await signInByApi(page, 'demo-admin');
  await page.goto('/customize');
  const content = page.locator('fms-custom-content');
  const editor = content.getByRole('textbox', { name: '內容' });
  await expect(editor).toBeVisible();
  await expectNoAxeViolations(page);

  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await content.getByRole('button', { name: '粗體' }).click();
  await page.keyboard.type('車隊公告');
  // Paste every naughty string as HTML, as if copied from another page.
  await editor.evaluate((box, items) => {
    for (const html of items) {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', html);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
    }
  }, NAUGHTY_STRINGS.map((s) => s.value));
  await content.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('自訂內容已更新。')).toBeVisible();

  await page.reload();
  const preview = content.getByRole('region', { name: '自訂內容預覽' });
  await expect(preview.locator('b, strong').first()).toHaveText('車隊公告');
  await expect(preview).toContainText('DROP TABLE');
  expect(await preview.locator('script, img, svg, math, iframe, style, [onerror], [onload], [style]').count()).toBe(0);
  expect(await preview.locator('a[href^="javascript"]').count()).toBe(0);
  expect(await naughtyFired(page)).toBeNull();
  expect(dialogs).toEqual([]);
});

test('390 px: the three pages fit the width and stay axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, 'demo-admin');
  for (const [path, tag] of [['/enterprise', 'fms-enterprise-form'], ['/setting', 'fms-option-lists'], ['/customize', 'fms-custom-content']] as const) {
    await page.goto(path);
    await expect(page.locator(tag).getByRole('button', { name: '儲存' }).or(page.locator(tag).getByRole('tab').first()).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  }
});
