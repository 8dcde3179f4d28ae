import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/settings/settings-form/settings-form.element';
import { DEFAULT_ENTERPRISE_SETTINGS, enterprise, type EnterpriseSettings } from '../../../../src/core/api/contract/enterprise';
import { fakeApi, reply } from '../../fake-api';
import { mount, waitFor } from '../../helpers';
import { signInUser, signOutUser } from '../../session-kit';
import { clickButton, control, errorOf, fill, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';

const DEFAULTS: EnterpriseSettings = DEFAULT_ENTERPRISE_SETTINGS;
const CURRENT: EnterpriseSettings = { ...DEFAULTS, speeding: { limitKmh: 80, durationSeconds: 20 }, workingHours: { start: '07:30', end: '17:30', days: [1, 2, 3, 4, 5, 6] } };

afterEach(() => {
  resetPage();
  signOutUser();
});

function setup() {
  signInUser(['P_P09']);
  return fakeApi()
    .on(enterprise.settings, CURRENT)
    .on(enterprise.defaultSettings, DEFAULTS)
    .on(enterprise.updateSettings, ({ body }) => ({ ...CURRENT, ...body }));
}

describe('fms-settings-form', () => {
  it('spec 2.11: shows the saved parameters, working days as named checkboxes', async () => {
    setup();
    const el = mount('fms-settings-form');
    expect((await control(el, '超速門檻（公里/小時）')).value).to.equal('80');
    expect((await control(el, '上班時間')).value).to.equal('07:30');
    const days = [...shadowOf(el).querySelectorAll<HTMLInputElement>('.days input')];
    expect(days.map((d) => d.checked)).to.deep.equal([true, true, true, true, true, true, false]);
    expect(shadowOf(el).querySelector('.days legend')!.textContent).to.contain('工作日');
  });

  it('spec 7.4: a save sends every section as numbers and emits settingssave', async () => {
    const fake = setup();
    const el = mount('fms-settings-form');
    let detail: unknown = null;
    el.addEventListener('settingssave', (e) => { detail = (e as CustomEvent).detail; });
    await fill(await control(el, '怠速提醒（分鐘）'), '25');
    await clickButton(el, '儲存');
    await waitFor(() => detail, 'settingssave');
    const body = fake.callsTo(enterprise.updateSettings)[0].body as EnterpriseSettings;
    expect(body.idle).to.deep.equal({ alertMinutes: 25 });
    expect(body.speeding).to.deep.equal({ limitKmh: 80, durationSeconds: 20 });
    expect(detail).to.deep.equal({ restored: false });
  });

  it('spec 5: a value out of range and an end before the start are marked before sending', async () => {
    const fake = setup();
    const el = mount('fms-settings-form');
    const limit = await control(el, '超速門檻（公里/小時）');
    await fill(limit, '200');
    await fill(await control(el, '下班時間'), '07:00');
    await clickButton(el, '儲存');
    await waitText(el, '請輸入 30 至 150 之間的數值。');
    await waitText(el, '下班時間需晚於上班時間。');
    expect(limit.getAttribute('aria-invalid')).to.equal('true');
    expect(fake.callsTo(enterprise.updateSettings)).to.have.length(0);
  });

  it('spec 8: the server\'s error on a nested field lands on that field, values kept', async () => {
    setup().on(enterprise.updateSettings, reply({ status: 4000001, message: '溫度上限需高於下限。', field: 'coldChain.frozen.maxC' }));
    const el = mount('fms-settings-form');
    const max = await control(el, '冷凍溫度上限（°C）');
    await fill(max, '-10');
    await clickButton(el, '儲存');
    await waitFor(() => errorOf(el, max).includes('溫度上限需高於下限'), 'the field error');
    expect(max.value).to.equal('-10');
  });

  it('spec 7.4: 還原預設值 asks, then saves settings/default and shows it', async () => {
    const fake = setup();
    const el = mount('fms-settings-form');
    await control(el, '超速門檻（公里/小時）');
    await clickButton(el, '還原預設值');
    await waitText(el, '確定要將所有參數還原為預設值嗎？');
    expect(fake.callsTo(enterprise.updateSettings)).to.have.length(0);
    await clickButton(el, '還原');
    await waitFor(() => fake.callsTo(enterprise.updateSettings).length, 'the restore sent');
    expect(fake.callsTo(enterprise.updateSettings)[0].body).to.deep.equal(DEFAULTS);
    await waitFor(() => shadowOf(el).querySelector<HTMLInputElement>('input[type="number"]')?.value === '90', 'the defaults shown');
  });

  it('spec 7.4: 還原預設值 cancelled changes nothing', async () => {
    const fake = setup();
    const el = mount('fms-settings-form');
    await control(el, '超速門檻（公里/小時）');
    await clickButton(el, '還原預設值');
    await clickButton(el, '取消');
    expect(fake.callsTo(enterprise.defaultSettings)).to.have.length(0);
  });
});

describe('fms-settings-form: task tracking (issue 27)', () => {
  it('shows the tracking parameters and sends them as numbers', async () => {
    const fake = setup();
    const el = mount('fms-settings-form');
    expect((await control(el, '任務抵達半徑（公尺）')).value).to.equal('150');
    await fill(await control(el, '任務抵達半徑（公尺）'), '200');
    await fill(await control(el, '偏離路線持續時間（秒）'), '90');
    await clickButton(el, '儲存');
    await waitFor(() => fake.callsTo(enterprise.updateSettings).length, 'the save');
    const body = fake.callsTo(enterprise.updateSettings)[0].body as EnterpriseSettings;
    expect(body.taskTracking).to.deep.equal({ arrivalRadiusMeters: 200, minDwellMinutes: 2, lateMinutes: 15, deviationMeters: 300, deviationSeconds: 90 });
  });

  it('a radius or deviation out of range is refused in Traditional Chinese before sending, values kept', async () => {
    const fake = setup();
    const el = mount('fms-settings-form');
    const radius = await control(el, '任務抵達半徑（公尺）');
    const late = await control(el, '預計延誤標示（分鐘）');
    await fill(radius, '10');
    await fill(late, '1.5');
    await clickButton(el, '儲存');
    await waitFor(() => errorOf(el, radius).includes('請輸入 30 至 2000 之間的數值。'), 'the radius error');
    await waitFor(() => errorOf(el, late).includes('請輸入整數。'), 'the lateness error');
    expect(radius.value).to.equal('10');
    expect(fake.callsTo(enterprise.updateSettings)).to.have.length(0);
  });
});
