import { expect, test, type Page } from '@playwright/test';
import { dataRows, expectNoAxeViolations, signInByApi } from './fixtures';

/** Spec 2.11 'notices', 7.3: /notice lists the user's notifications with filters and paging (P_P17). */


const table = (page: Page) => page.locator('fms-notice-list').getByRole('table', { name: '通知列表' });
const bodyRows = (page: Page) => dataRows(table(page));

test('spec 7.3: /notice lists the messages of the last 30 days and pages through them', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/notice');
  const list = page.locator('fms-notice-list');
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  const first = await bodyRows(page).first().innerText();
  await expectNoAxeViolations(page);

  await list.getByRole('button', { name: /下一頁/ }).click();
  await expect.poll(async () => bodyRows(page).first().innerText()).not.toBe(first);
  await expect(bodyRows(page).first()).toContainText(/前|剛剛|昨天|\d{4}-\d{2}-\d{2}/);
});

test('spec 2.11: filtering by a category shows only that category, and a far-away range shows the empty state', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/notice');
  const list = page.locator('fms-notice-list');
  await expect(bodyRows(page).first()).toBeVisible();
  await list.getByLabel('類別').selectOption({ label: '事件' });
  await expect.poll(async () => {
    const cells = await bodyRows(page).locator('td:first-child').allInnerTexts();
    return cells.length > 0 && cells.every((text) => text.trim() === '事件');
  }).toBe(true);

  await list.getByLabel('開始日期').fill('2020-01-01');
  await list.getByLabel('結束日期').fill('2020-01-31');
  await expect(list.getByText('沒有符合條件的通知')).toBeVisible();
});

test('spec 2.11: marking a notification read shows it as read', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/notice');
  const list = page.locator('fms-notice-list');
  const rowButtons = list.getByRole('button', { name: /^將「.*」標為已讀$/ });
  await expect(rowButtons.first()).toBeVisible();
  const unreadBefore = await rowButtons.count();
  await rowButtons.first().click();
  await expect(rowButtons).toHaveCount(unreadBefore - 1);
  await expect(table(page).getByText('已讀', { exact: true }).first()).toBeVisible();

  await list.getByRole('button', { name: '本頁全部標為已讀' }).click();
  await expect(rowButtons).toHaveCount(0);
  await expect(list.getByRole('button', { name: '本頁全部標為已讀' })).toBeDisabled();
});
