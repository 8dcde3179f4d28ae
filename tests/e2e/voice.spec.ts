import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInByApi } from './fixtures';

/**
 * Spec 2.11 'Voice messages': send a clip to a truck and see it listed. The clip is a small WAV
 * built here and given through the file input (the fallback for a refused microphone). Runs on
 * demo/pages/video.html?view=voice until the root mounts the voice application at /voiceMessage.
 */
function toneWav(seconds: number, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(44 + samples * 2);
  data.write('RIFF', 0);
  data.writeUInt32LE(36 + samples * 2, 4);
  data.write('WAVEfmt ', 8);
  data.writeUInt32LE(16, 16);
  data.writeUInt16LE(1, 20);
  data.writeUInt16LE(1, 22);
  data.writeUInt32LE(rate, 24);
  data.writeUInt32LE(rate * 2, 28);
  data.writeUInt16LE(2, 32);
  data.writeUInt16LE(16, 34);
  data.write('data', 36);
  data.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), 44 + i * 2);
  return data;
}

const voice = (page: Page) => page.locator('fms-voice-message');

test('a WAV clip is sent to a truck and listed, and plays back', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/voiceMessage');
  const first = voice(page).locator('.car-option').first();
  const carNo = (await first.locator('.car-no').textContent())!;
  await first.getByRole('checkbox').check();
  await voice(page).getByLabel(/或選擇音訊檔案/).setInputFiles({ name: 'hello.wav', mimeType: 'audio/wav', buffer: toneWav(1.5) });
  await expect(voice(page).getByText('試聽：hello.wav（1.5 秒）')).toBeVisible();
  await voice(page).getByRole('button', { name: '傳送給 1 輛車' }).click();
  await expect(voice(page).getByText('已傳送給 1 輛車。')).toBeVisible();
  const row = voice(page).getByRole('row').filter({ hasText: carNo }).filter({ hasText: '傳給車輛' }).first();
  await expect(row).toContainText('1.5 秒');
  await row.getByRole('button', { name: /^播放 / }).click();
  await expect.poll(() => voice(page).locator('.now-playing audio').evaluate((a: HTMLAudioElement) => a.src.startsWith('blob:'))).toBe(true);
});

test('the microphone refused: the page says so and the file fallback stays', async ({ page, context }) => {
  await context.clearPermissions();
  await signInByApi(page, 'demo-admin');
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = async () => { throw new DOMException('denied', 'NotAllowedError'); };
  });
  await page.goto('/video.html?view=voice');
  await voice(page).getByRole('button', { name: '開始錄音' }).click();
  await expect(voice(page).getByRole('alert')).toContainText('權限已被拒絕');
  await expect(voice(page).getByLabel(/或選擇音訊檔案/)).toBeEnabled();
});

test('axe: the voice message page has no violations', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/video.html?view=voice');
  await expect(voice(page).locator('.car-option').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
