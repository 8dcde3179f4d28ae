import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'fleet-demo-2021';

/** Signs in through the sign-in page as a user would. */
export async function signInAs(page: Page, name: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  const form = page.locator('fms-sign-in');
  await form.getByLabel('帳號').fill(name);
  await form.getByLabel('密碼').fill(password);
  await form.getByRole('button', { name: '登入' }).click();
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}
