import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/tasks/task-detail/task-detail.element';
import { liveShare, type LiveShareLink } from '../../../../src/core/api/contract/live-share';
import { task } from '../../../../src/core/api/contract/task';
import { fixedClock, setClock } from '../../../../src/core/clock';
import { mount, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { clickButton, control, fill, nextTick, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { taskRow } from '../../tasks/task-list/task-fixtures';

/** Issue 27, 4: 即時分享 on /task/single (the same button and dialog as the /monitor vehicle panel). */
const NOW = Date.parse('2026-11-20T10:00:00+08:00');
beforeEach(() => setClock(fixedClock(NOW)));
afterEach(() => {
  resetPage();
  signOutUser();
  setClock(null);
  localStorage.removeItem('task');
});

function api(links: LiveShareLink[]) {
  return fakeApi()
    .on(task.get, ({ params }) => taskRow(1, 'doing', { uid: params.uid }))
    .on(task.journeyPath, ({ body }) => ({ uid: body.uid, stops: taskRow(1, 'doing').taskList, planned: { path: [], distanceMeters: 0, durationSeconds: 0 }, actual: null }))
    .on(liveShare.list, () => links)
    .on(liveShare.create, () => {
      links.unshift({ uid: 'live-1', kind: 'task', carUid: 'car-1', carNo: 'KEA-101', taskUid: 'task-1', createdAt: NOW, createdBy: '王大明', expiresAt: NOW + 8 * 3_600_000 });
      return { uid: 'live-1', kind: 'task', token: 'tok.en-1', expiresAt: NOW + 8 * 3_600_000 };
    })
    .on(liveShare.revoke, ({ params }) => {
      links.splice(links.findIndex((l) => l.uid === params.uid), 1);
      return null;
    });
}

const radio = (el: Element, label: string) => control(el, label);

describe('即時分享 (the live-share dialog)', () => {
  it('makes a link for the chosen duration, shows it to copy, lists it with its maker and revokes it', async () => {
    signInUser(['P_P13']);
    const calls = api([]).calls;
    const el = mount('fms-task-detail', { 'task-uid': 'task-1' });
    await clickButton(el, '即時分享');
    await waitText(el, '即時分享：KEA-101');
    await waitText(el, '目前沒有有效的分享連結。');
    (await radio(el, '8 小時')).click();
    await nextTick();
    await clickButton(el, '建立連結');
    const link = await waitFor(() => [...shadowOf(el).querySelectorAll<HTMLInputElement>('input[readonly]')].find((i) => i.value.includes('live-share.html')), 'the link');
    expect(link.value).to.equal(`${window.location.origin}/live-share.html?share=tok.en-1`);
    expect(calls.find((c) => c.endpoint === 'liveShare.create')!.body).to.deep.equal({ taskUid: 'task-1', duration: '8h' });
    await waitText(el, '王大明 於 2026-11-20 10:00 建立');
    await waitText(el, '有效至 2026-11-20 18:00');

    await clickButton(el, '撤銷 任務 KEA-101（2026-11-20 10:00 建立）的分享連結');
    await waitText(el, '撤銷後，持有任務 KEA-101這個連結的人將立即無法再看到位置。');
    const confirm = [...shadowOf(el).querySelectorAll('button')].filter((b) => b.textContent?.trim() === '撤銷').at(-1)!;
    confirm.click();
    await waitText(el, '已撤銷任務 KEA-101的分享連結。');
    expect(calls.find((c) => c.endpoint === 'liveShare.revoke')!.params).to.deep.equal({ uid: 'live-1' });
    await waitText(el, '目前沒有有效的分享連結。');
  });

  it('a chosen time outside 5 minutes to 7 days is told at once, sends nothing and keeps the choice', async () => {
    signInUser(['P_P13']);
    const calls = api([]).calls;
    const el = mount('fms-task-detail', { 'task-uid': 'task-1' });
    await clickButton(el, '即時分享');
    (await radio(el, '自訂時間')).click();
    await nextTick();
    const chosen = await control(el, '到期時間');
    await fill(chosen, '2026-11-20T10:02');
    await clickButton(el, '建立連結');
    await waitText(el, '到期時間須在 5 分鐘之後。');
    await fill(chosen, '2026-11-28T10:00');
    await clickButton(el, '建立連結');
    await waitText(el, '到期時間最長為 7 天內。');
    expect(chosen.value).to.equal('2026-11-28T10:00');
    expect(calls.some((c) => c.endpoint === 'liveShare.create')).to.equal(false);
    await fill(chosen, '2026-11-20T12:30');
    await clickButton(el, '建立連結');
    await waitFor(() => calls.find((c) => c.endpoint === 'liveShare.create'), 'the create call');
    expect(calls.find((c) => c.endpoint === 'liveShare.create')!.body).to.deep.equal({
      taskUid: 'task-1', duration: 'custom', expiresAt: Date.parse('2026-11-20T12:30:00+08:00'),
    });
  });

  it('a driver, who may not make links, meets no 即時分享 button', async () => {
    signInUser(['P_P13'], { role: 'driver' });
    fakeApi().on(task.byDriver, ({ body }) => taskRow(1, 'doing', { uid: body.uid }))
      .on(task.journeyPath, ({ body }) => ({ uid: body.uid, stops: [], planned: { path: [], distanceMeters: 0, durationSeconds: 0 }, actual: null }));
    const driver = mount('fms-task-detail', { 'task-uid': 'task-1' });
    await waitText(driver, '完成第 1 站');
    expect([...shadowOf(driver).querySelectorAll('button')].some((b) => b.textContent?.trim() === '即時分享')).to.equal(false);
  });
});
