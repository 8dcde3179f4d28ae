import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/tasks/task-import/task-import.element';
import '../../../../src/elements/tasks/task-list/task-list.element';
import { cars } from '../../../../src/core/api/contract/cars';
import { options } from '../../../../src/core/api/contract/options';
import { task } from '../../../../src/core/api/contract/task';
import { users } from '../../../../src/core/api/contract/users';
import { SHEET_FAILURE_MESSAGES, TASK_COLUMNS } from '../../../../src/core/sheets';
import { mount, waitFor } from '../../helpers';
import { fail, fakeApi, reply } from '../../fake-api';
import { fakeSockets } from '../../fake-sockets';
import { button, control, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { workbookOf, zipBomb } from '../../../core/sheets/hostile-sheets';
import { taskRow } from '../task-list/task-fixtures';

fakeSockets();

afterEach(() => {
  resetPage();
  signOutUser();
});

const HEADER = [...TASK_COLUMNS];
const good = (key: string, seq: number, over: Partial<Record<(typeof TASK_COLUMNS)[number], unknown>> = {}) => {
  const base: Record<string, unknown> = {
    任務編號: key, 任務日期: '2026-12-01', 車號: 'KEA-101', 司機: 'driver-01', 站序: seq, 站點名稱: `站${seq}`, 地址: '臺北港', 任務種類: '裝貨', 預計時間: '08:30', 備註: '', ...over,
  };
  return HEADER.map((c) => base[c]);
};
const xlsx = (rows: unknown[][]) => new File([workbookOf(rows) as BlobPart], 'tasks.xlsx');

/** The start of 2026-12-01 in Taipei, the day of the `good` rows. */
const DAY = Date.parse('2026-12-01T00:00:00+08:00');
const noTasks = { total: 0, offset: 0, limit: 1000, list: [] };

/** The enterprise's cars, drivers, task kinds and (none by default) existing tasks, and what the import answers. */
function api(importAnswer: unknown = { created: 1 }) {
  return fakeApi()
    .on(cars.list, { total: 2, offset: 0, limit: 1000, list: [{ label: 'KEA-101', value: 'car-1', enabledCode: true }, { label: 'KEA-999', value: 'car-9', enabledCode: false }] })
    .on(users.driverList, { total: 1, offset: 0, limit: 1000, list: [{ uid: 'd-1', name: 'driver-01', zhName: '陳志明', mobile: '0912000001' }] })
    .on(options.list, { total: 1, offset: 0, limit: 1000, list: [{ uid: 'k-1', name: '裝貨', category: 'task', sort: 1, usage: 0, createdAt: 0 }] })
    .on(task.list, noTasks)
    .on(task.import, importAnswer);
}

const shadow = (el: Element) => el.shadowRoot!;
/** The import dialog (a task list holds other dialogs too). */
const importDialog = (el: Element) => [...shadow(el).querySelectorAll('dialog')].find((d) => d.getAttribute('aria-labelledby') && shadow(el).getElementById(d.getAttribute('aria-labelledby')!)?.textContent === '匯入任務') ?? null;
const fileInput = (el: Element) => waitFor(() => shadow(el).querySelector<HTMLInputElement>('input[type="file"]'), 'the file input');
async function choose(el: Element, file: File) {
  const input = await fileInput(el);
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
const previewRows = (el: Element) => [...shadow(el).querySelectorAll('[role="listitem"]')].map((r) => r.textContent ?? '');

describe('fms-task-import', () => {
  it('issue 12: a valid file lists every row and enables 匯入, which uploads it and reports how many were created', async () => {
    signInUser(['P_P13']);
    const fake = api({ created: 1 });
    const el = mount('fms-task-import', { open: '' });
    const events: Array<{ created: number }> = [];
    el.addEventListener('taskimport', (e) => events.push((e as CustomEvent<{ created: number }>).detail));
    let closed = 0;
    el.addEventListener('importclose', () => { closed += 1; });
    await waitFor(() => fake.callsTo(options.list).length, 'the task kinds');
    await choose(el, xlsx([HEADER, good('T1', 1), good('T1', 2, { 預計時間: '11:30' })]));
    await waitText(el, '共 2 列，0 列有錯誤，可匯入 1 筆任務。');
    expect(previewRows(el)).to.have.length(2);
    expect(previewRows(el)[0]).to.contain('第 2 列').and.contain('KEA-101').and.contain('正確');
    const submit = await button(el, '匯入');
    expect(submit.disabled).to.equal(false);
    submit.click();
    await waitFor(() => events.length, 'the taskimport event');
    expect(events).to.deep.equal([{ created: 1 }]);
    expect(closed).to.equal(1);
    const sent = fake.callsTo(task.import)[0].body as FormData;
    expect((sent.get('file') as File).name).to.equal('tasks.xlsx');
    expect(shadow(el).querySelector('dialog')!.open).to.equal(false);
  });

  it('issue 12: bad rows are shown with their row numbers and messages, and 匯入 stays disabled', async () => {
    signInUser(['P_P13']);
    const fake = api();
    const el = mount('fms-task-import', { open: '' });
    await waitFor(() => fake.callsTo(options.list).length, 'the task kinds');
    await choose(el, xlsx([HEADER, good('T1', 1), good('T2', 1, { 車號: 'KEA-999' }), good('T3', 1, { 司機: '無此人', 任務日期: '12/1/26' })]));
    await waitText(el, '共 3 列，2 列有錯誤。');
    const [, second, third] = previewRows(el);
    expect(second).to.contain('第 3 列').and.contain('車號：車輛 KEA-999 尚未納管。');
    expect(third).to.contain('第 4 列').and.contain('任務日期：任務日期格式應為 YYYY-MM-DD。').and.contain('司機：找不到司機 無此人。');
    expect((await button(el, '匯入')).disabled).to.equal(true);
    const only = shadow(el).querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    only.click();
    await waitFor(() => previewRows(el).length === 2, 'only the rows with errors');
    expect(fake.callsTo(task.import)).to.have.length(0);
  });

  it('issue 12: a missing column, a zip bomb and a file that is not a workbook get a clear message', async () => {
    signInUser(['P_P13']);
    const fake = api();
    const el = mount('fms-task-import', { open: '' });
    await waitFor(() => fake.callsTo(options.list).length, 'the task kinds');
    await choose(el, xlsx([['任務編號', '任務日期', '司機', '站點名稱', '地址'], ['T1', '2026-12-01', 'driver-01', '甲', '臺北港']]));
    await waitText(el, '缺少欄位「車號」，請使用匯入模板。');
    expect((await button(el, '匯入')).disabled).to.equal(true);
    await choose(el, new File([zipBomb() as BlobPart], 'bomb.xlsx'));
    await waitText(el, SHEET_FAILURE_MESSAGES['unpacks-too-large']);
    await choose(el, new File(['任務編號,車號\nT1,KEA-101'], 'tasks.xlsx'));
    await waitText(el, SHEET_FAILURE_MESSAGES['not-a-workbook']);
    await choose(el, new File(['x'], 'tasks.csv'));
    await waitText(el, '請選擇 .xlsx 檔案');
    expect((await button(el, '匯入')).disabled).to.equal(true);
  });

  it('issue 12: the server\'s row errors (4000001) show beside their rows and nothing is reported as imported', async () => {
    signInUser(['P_P13']);
    const fake = api(reply({ status: 4000001, message: '匯入失敗：共 1 個錯誤，未匯入任何任務。', data: { errors: [{ row: 3, column: '地址', message: '無法辨識地址 火星。' }] } }));
    const el = mount('fms-task-import', { open: '' });
    let imported = 0;
    el.addEventListener('taskimport', () => { imported += 1; });
    await waitFor(() => fake.callsTo(options.list).length, 'the task kinds');
    await choose(el, xlsx([HEADER, good('T1', 1), good('T1', 2, { 地址: '火星' })]));
    await waitText(el, '共 2 列，0 列有錯誤');
    (await button(el, '匯入')).click();
    await waitText(el, '匯入失敗：共 1 個錯誤，未匯入任何任務。');
    await waitText(el, '共 2 列，1 列有錯誤。');
    expect(previewRows(el)[1]).to.contain('第 3 列').and.contain('地址：無法辨識地址 火星。');
    expect((await button(el, '匯入')).disabled).to.equal(true);
    expect(imported).to.equal(0);
  });

  it('issue 12: another file chosen during a read replaces it; closing drops what was read', async () => {
    signInUser(['P_P13']);
    const fake = api();
    const el = mount('fms-task-import', { open: '' });
    let closed = 0;
    el.addEventListener('importclose', () => { closed += 1; });
    await waitFor(() => fake.callsTo(options.list).length, 'the task kinds');
    await choose(el, new File([zipBomb() as BlobPart], 'bomb.xlsx'));
    await choose(el, xlsx([HEADER, good('T1', 1)]));
    await waitText(el, '共 1 列，0 列有錯誤');
    expect(shadow(el).textContent).to.not.contain(SHEET_FAILURE_MESSAGES['unpacks-too-large']);
    (await button(el, '取消')).click();
    await waitFor(() => closed === 1, 'importclose');
    // The host removes open on importclose, and sets it again when the user asks for the dialog.
    el.removeAttribute('open');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    el.setAttribute('open', '');
    await waitFor(() => shadow(el).querySelector('dialog')?.open, 'the dialog again');
    expect(shadow(el).textContent).to.not.contain('共 1 列');
  });

  it('issue 12: lookups that fail to load are named, and 重試 loads them again', async () => {
    signInUser(['P_P13']);
    const fake = api().on(users.driverList, fail(5000001, '伺服器忙碌中。'));
    const el = mount('fms-task-import', { open: '' });
    await waitText(el, '伺服器忙碌中。');
    api();
    (await button(el, '重試')).click();
    await waitFor(() => !(shadow(el).textContent ?? '').includes('伺服器忙碌中。'), 'the message gone');
    await choose(el, xlsx([HEADER, good('T1', 1)]));
    await waitText(el, '共 1 列，0 列有錯誤');
    expect(fake.callsTo(users.driverList)).to.have.length(1);
  });

  it('issue 22, 7: rows repeating an existing task (same car, day and stops) are flagged before sending, and 匯入 waits for the user\'s decision', async () => {
    signInUser(['P_P13']);
    const existing = taskRow(1, 'ready', {
      taskDate: DAY, car: { uid: 'car-1', carNo: 'KEA-101' },
      taskList: [1, 2].map((seq) => ({ seq, name: `站${seq}`, address: '臺北港', lat: 25.15, lng: 121.4, kind: 'k-1', kindName: '裝貨', plannedTime: null, arrivedAt: null, doneAt: null, note: '' })),
    });
    const fake = api({ created: 2 }).on(task.list, { total: 1, offset: 0, limit: 1000, list: [existing] });
    const el = mount('fms-task-import', { open: '' });
    await waitFor(() => fake.callsTo(options.list).length, 'the task kinds');
    await choose(el, xlsx([HEADER, good('T1', 1), good('T1', 2), good('T2', 1)]));
    await waitText(el, '共 3 列，0 列有錯誤，2 列與其他任務重複，可匯入 2 筆任務。');
    expect(fake.callsTo(task.list)[0].body).to.deep.include({ startTime: DAY, endTime: DAY + 86_400_000 - 1 });
    const [first, second, third] = previewRows(el);
    expect(first).to.contain('第 2 列').and.contain('與既有任務重複');
    expect(second).to.contain('第 3 列').and.contain('與既有任務重複');
    expect(third).to.contain('第 4 列').and.contain('正確');
    const submit = await button(el, '匯入');
    expect(submit.disabled).to.equal(true);
    (await control(el, '仍要匯入重複的任務')).click();
    await waitFor(() => !submit.disabled, '匯入 enabled by the decision');
    submit.click();
    await waitFor(() => fake.callsTo(task.import).length, 'the upload');
  });

  it('issue 22, 7: a task repeated within the file is flagged on the later copy, naming the first one\'s row', async () => {
    signInUser(['P_P13']);
    const fake = api();
    const el = mount('fms-task-import', { open: '' });
    await waitFor(() => fake.callsTo(options.list).length, 'the task kinds');
    await choose(el, xlsx([HEADER, good('T1', 1), good('T2', 2, { 站點名稱: '站1' })]));
    await waitText(el, '1 列與其他任務重複');
    const [first, second] = previewRows(el);
    expect(first).to.contain('正確').and.not.contain('重複');
    expect(second).to.contain('第 3 列').and.contain('與第 2 列的任務重複');
    expect((await button(el, '匯入')).disabled).to.equal(true);
  });

  it('issue 22, 7: when the existing tasks cannot be read the preview says so, and still flags the file\'s own repeats', async () => {
    signInUser(['P_P13']);
    const fake = api().on(task.list, fail(5000001, '伺服器忙碌中。'));
    const el = mount('fms-task-import', { open: '' });
    await waitFor(() => fake.callsTo(options.list).length, 'the task kinds');
    await choose(el, xlsx([HEADER, good('T1', 1), good('T2', 1)]));
    await waitText(el, '讀取既有任務失敗，無法檢查重複的任務。（伺服器忙碌中。）');
    expect(previewRows(el)[1]).to.contain('與第 2 列的任務重複');
  });

  it('issue 22, 7: two presses of 匯入 in one frame send the file once', async () => {
    signInUser(['P_P13']);
    const fake = api({ created: 1 });
    const el = mount('fms-task-import', { open: '' });
    await waitFor(() => fake.callsTo(options.list).length, 'the task kinds');
    await choose(el, xlsx([HEADER, good('T1', 1)]));
    await waitText(el, '可匯入 1 筆任務。');
    const submit = await button(el, '匯入');
    submit.click();
    submit.click();
    await waitText(el, '已匯入 1 筆任務。');
    expect(fake.callsTo(task.import)).to.have.length(1);
  });

  it('fms-task-list: 匯入任務 is offered to a manager with P_P13 only, opens the dialog, and the list reloads after an import', async () => {
    signInUser(['P_P13']);
    const fake = api({ created: 2 }).on(task.list, { total: 1, offset: 0, limit: 10, list: [taskRow(1, 'ready')] });
    const el = mount('fms-task-list');
    (await button(el, '匯入任務')).click();
    await waitFor(() => importDialog(el)?.open, 'the import dialog');
    await waitFor(() => fake.callsTo(options.list).length, 'the task kinds');
    await choose(el, xlsx([HEADER, good('T1', 1), good('T2', 1, { 站點名稱: '五股倉' })]));
    await waitText(el, '可匯入 2 筆任務。');
    const lists = fake.callsTo(task.list).length;
    (await button(el, '匯入')).click();
    await waitFor(() => fake.callsTo(task.list).length > lists, 'the list reloaded');
    await waitText(el, '已匯入 2 筆任務。');
    expect(importDialog(el)).to.equal(null);
  });

  it('fms-task-list: without P_P13 there is no 匯入任務', async () => {
    signInUser(['P_P01']);
    api().on(task.list, { total: 1, offset: 0, limit: 10, list: [taskRow(1, 'ready')] });
    const el = mount('fms-task-list');
    await waitText(el, 'KEA-101');
    expect([...shadow(el).querySelectorAll('button')].some((b) => b.textContent?.trim() === '匯入任務')).to.equal(false);
  });
});
