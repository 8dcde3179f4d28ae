import { expect } from '@esm-bundle/chai';
import { useState } from 'react';
import { Breadcrumbs, BREADCRUMBS_CSS } from '../../../../src/elements/shared/ui/breadcrumbs';
import { deepActiveElement } from '../../../../src/elements/shared/ui/dom';
import { Switch, SWITCH_CSS } from '../../../../src/elements/shared/ui/switch';
import { Tabs, TABS_CSS, type TabItem } from '../../../../src/elements/shared/ui/tabs';
import { Toolbar, TOOLBAR_CSS } from '../../../../src/elements/shared/ui/toolbar';
import { byName, cleanup, click, press, render } from './render';

afterEach(cleanup);

const TABS: TabItem[] = [
  { key: 'info', label: '基本資料', panel: <p>車牌 KEA-1234</p> },
  { key: 'device', label: '設備', panel: <p>DVR</p> },
  { key: 'locked', label: '保養', panel: <p>-</p>, disabled: true },
  { key: 'driver', label: '駕駛', panel: <p>王小明</p> },
];

const selectedTab = (shadow: ShadowRoot) => shadow.querySelector('[role="tab"][aria-selected="true"]')!.textContent;

describe('Tabs', () => {
  it('arrow keys move the selection and focus, skipping disabled tabs and wrapping', async () => {
    const seen: string[] = [];
    const { shadow } = await render(<Tabs ariaLabel="車輛資料" tabs={TABS} onTabChange={(k) => seen.push(k)} />, TABS_CSS);
    byName(shadow, '基本資料').focus();
    await press('ArrowRight');
    expect(selectedTab(shadow)).to.equal('設備');
    await press('ArrowRight');
    expect(selectedTab(shadow)).to.equal('駕駛');
    expect(deepActiveElement()!.textContent).to.equal('駕駛');
    await press('ArrowRight');
    expect(selectedTab(shadow)).to.equal('基本資料');
    await press('ArrowLeft');
    expect(selectedTab(shadow)).to.equal('駕駛');
    expect(seen).to.deep.equal(['device', 'driver', 'info', 'driver']);
  });

  it('Home and End go to the first and last tab, and the panel follows', async () => {
    const { shadow } = await render(<Tabs ariaLabel="車輛資料" tabs={TABS} />, TABS_CSS);
    byName(shadow, '基本資料').focus();
    await press('End');
    expect(selectedTab(shadow)).to.equal('駕駛');
    const panel = shadow.querySelector('[role="tabpanel"]:not([hidden])')!;
    expect(panel.textContent).to.equal('王小明');
    expect(shadow.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).to.equal('駕駛');
    await press('Home');
    expect(selectedTab(shadow)).to.equal('基本資料');
  });

  it('only the selected tab is in the tab order', async () => {
    const { shadow } = await render(<Tabs ariaLabel="車輛資料" tabs={TABS} defaultSelectedKey="device" />, TABS_CSS);
    expect([...shadow.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute('tabindex'))).to.deep.equal(['-1', '0', '-1', '-1']);
    expect(shadow.querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('車輛資料');
  });
});

describe('Switch', () => {
  function Setting() {
    const [on, setOn] = useState(false);
    return <Switch label="啟用保養提醒" checked={on} onCheckedChange={setOn} />;
  }

  it('toggles aria-checked by click and by Space', async () => {
    const { shadow } = await render(<Setting />, SWITCH_CSS);
    const button = byName(shadow, '啟用保養提醒', '[role="switch"]');
    expect(button.getAttribute('aria-checked')).to.equal('false');
    await click(button);
    expect(button.getAttribute('aria-checked')).to.equal('true');
    button.focus();
    await press('Space');
    expect(button.getAttribute('aria-checked')).to.equal('false');
  });
});

describe('Breadcrumbs', () => {
  it('is a nav named 麵包屑 with the current page marked', async () => {
    const went: string[] = [];
    const { shadow } = await render(
      <Breadcrumbs onNavigate={(href) => went.push(href)} items={[{ label: '首頁', href: '/' }, { label: '車隊管理', href: '/fleet' }, { label: '車輛清單' }]} />,
      BREADCRUMBS_CSS);
    expect(shadow.querySelector('nav')!.getAttribute('aria-label')).to.equal('麵包屑');
    expect(shadow.querySelector('[aria-current="page"]')!.textContent).to.equal('車輛清單');
    await click(byName(shadow, '車隊管理', 'a'));
    expect(went).to.deep.equal(['/fleet']);
  });
});

describe('Toolbar', () => {
  it('arrow keys move between its buttons', async () => {
    const { shadow } = await render(
      <Toolbar label="車輛清單工具列"><button type="button">新增</button><button type="button">匯出</button></Toolbar>, TOOLBAR_CSS);
    expect(shadow.querySelector('[role="toolbar"]')!.getAttribute('aria-label')).to.equal('車輛清單工具列');
    byName(shadow, '新增').focus();
    await press('ArrowRight');
    expect(deepActiveElement()!.textContent).to.equal('匯出');
    await press('ArrowRight');
    expect(deepActiveElement()!.textContent).to.equal('新增');
  });
});
