/**
 * The UI kit gallery: every component of src/elements/ui in one shadow root, styled only by
 * uiCss(...), for manual, keyboard and accessibility checks. The element tests run axe on the same
 * gallery (UiKitGallery), so what is seen here is what is audited.
 */
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLoading } from '../../src/core/http';
import { REPORTED_CAR_STATUSES } from '../../src/core/catalogue/cars';
import { ORDER_STATUS, orderStatusLabel } from '../../src/core/catalogue/orders';
import {
  BADGE_CSS, Badge, BREADCRUMBS_CSS, Breadcrumbs, Button, BUTTON_CSS, Card, CARD_CSS, CarStatusTag, Checkbox, CloseIcon, ConfirmDialog,
  DATA_TABLE_CSS, DATE_PICKER_CSS, DataTable, DatePicker, DateRangePicker, Dialog, DIALOG_CSS, EMPTY_STATE_CSS, EmptyState,
  ERROR_SUMMARY_CSS, ErrorSummary, FORM_CSS, IconButton, LOADING_OVERLAY_CSS, LoadingOverlay, LoadingState, Panel, PasswordInput,
  RadioGroup, Select, showToast, Spinner, SPINNER_CSS, StatusTag, Switch, SWITCH_CSS, Tabs, TABS_CSS, Textarea, TextInput,
  TOAST_CSS, ToastRegion, Toolbar, TOOLBAR_CSS, uiCss, VIRTUAL_LIST_CSS, VirtualList, type DataTableColumn, type DateRange, type SortState,
} from '../../src/elements/ui';

export const UI_KIT_CSS = uiCss(
  BADGE_CSS, BREADCRUMBS_CSS, BUTTON_CSS, CARD_CSS, DATA_TABLE_CSS, DATE_PICKER_CSS, DIALOG_CSS, EMPTY_STATE_CSS, ERROR_SUMMARY_CSS,
  FORM_CSS, LOADING_OVERLAY_CSS, SPINNER_CSS, SWITCH_CSS, TABS_CSS, TOAST_CSS, TOOLBAR_CSS, VIRTUAL_LIST_CSS,
  `.gallery { display: grid; gap: var(--_space-6); padding: var(--_space-4); max-width: 1080px; margin: 0 auto; }
   .row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); }
   .row + .row { margin-top: var(--_space-3); }`,
);

interface Truck { id: string; carNo: string; driver: string; status: (typeof REPORTED_CAR_STATUSES)[number]; km: number }

const TRUCKS: Truck[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `car-${i + 1}`, carNo: `KEA-${String(1000 + i).padStart(4, '0')}`, driver: `駕駛 ${i + 1}`,
  status: REPORTED_CAR_STATUSES[i % REPORTED_CAR_STATUSES.length], km: (i * 37) % 900,
}));

const COLUMNS: DataTableColumn<Truck>[] = [
  { key: 'carNo', header: '車牌號碼', cell: (t) => t.carNo, sortKey: 'carNo', width: 140 },
  { key: 'driver', header: '駕駛', cell: (t) => t.driver },
  { key: 'status', header: '狀態', cell: (t) => <CarStatusTag status={t.status} /> },
  { key: 'km', header: '今日里程 (km)', cell: (t) => t.km, align: 'end', sortKey: 'km' },
];

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return <Card heading={heading}>{children}</Card>;
}

function TableDemo() {
  const [paging, setPaging] = useState({ offset: 0, limit: 10 });
  const [sort, setSort] = useState<SortState>({ key: 'carNo', direction: 'asc' });
  const [selected, setSelected] = useState<string[]>([]);
  const [state, setState] = useState<'rows' | 'loading' | 'empty' | 'error'>('rows');
  const rows = state === 'rows' ? TRUCKS.slice(paging.offset, paging.offset + paging.limit) : [];
  return (
    <>
      <Toolbar label="表格狀態">
        {(['rows', 'loading', 'empty', 'error'] as const).map((s) => (
          <Button key={s} small variant={s === state ? 'primary' : 'secondary'} aria-pressed={s === state} onClick={() => setState(s)}>
            {{ rows: '有資料', loading: '載入中', empty: '無資料', error: '錯誤' }[s]}
          </Button>
        ))}
      </Toolbar>
      <DataTable caption="車輛清單" columns={COLUMNS} rows={rows} rowKey={(t) => t.id} rowLabel={(t) => t.carNo}
        loading={state === 'loading'} error={state === 'error' ? '無法取得車輛資料。' : undefined} onRetry={() => setState('rows')}
        sort={sort} onSortChange={setSort} selectedKeys={selected} onSelectionChange={setSelected}
        onRowActivate={(t) => showToast(`開啟 ${t.carNo}`)}
        paging={{ ...paging, total: state === 'rows' ? TRUCKS.length : 0, onPageChange: (offset, limit) => setPaging({ offset, limit }) }} />
    </>
  );
}

function FormDemo() {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [plan, setPlan] = useState('month');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; agree?: string }>({});
  const submit = () => setErrors({ name: name ? undefined : '請輸入車牌號碼。', agree: agree ? undefined : '請同意服務條款。' });
  const summary = [errors.name && { fieldId: 'kit-car-no', message: errors.name }, errors.agree && { fieldId: 'kit-agree', message: errors.agree }]
    .filter((item): item is { fieldId: string; message: string } => !!item);
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <ErrorSummary errors={summary} />
      <TextInput id="kit-car-no" label="車牌號碼" required value={name} error={errors.name} hint="例：KEA-1234" onChange={(e) => setName(e.target.value)} />
      <PasswordInput label="密碼" value={password} autoComplete="new-password" onChange={(e) => setPassword(e.target.value)} />
      <Select label="部門" placeholder="請選擇" options={[{ value: 'n', label: '北區' }, { value: 's', label: '南區' }]} defaultValue="" />
      <Textarea label="備註" defaultValue="" />
      <RadioGroup label="方案" value={plan} onValueChange={setPlan} options={[{ value: 'month', label: '月繳' }, { value: 'year', label: '年繳' }]} />
      <Checkbox id="kit-agree" label="我同意服務條款" checked={agree} error={errors.agree} onChange={(e) => setAgree(e.target.checked)} />
      <Button type="submit" variant="primary">送出</Button>
    </form>
  );
}

function DatesDemo() {
  const [day, setDay] = useState('2024-05-01');
  const [range, setRange] = useState<DateRange>({ start: '2024-05-10', end: '2024-05-01' });
  return (
    <>
      <DatePicker label="日期" value={day} onValueChange={setDay} />
      <DateRangePicker label="查詢期間" value={range} onValueChange={(r) => setRange(r)} max="2030-12-31" />
      <DateRangePicker label="影片時段" withTime value={{ start: '', end: '' }} onValueChange={() => undefined} quickRanges={['today', 'yesterday']} />
    </>
  );
}

function OverlaysDemo() {
  const [dialog, setDialog] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <div className="row">
      <Button onClick={() => setDialog(true)}>開啟對話框</Button>
      <Button variant="danger" onClick={() => setConfirm(true)}>刪除車輛</Button>
      <Button onClick={() => showToast('已儲存。', 'success')}>成功通知</Button>
      <Button onClick={() => showToast('連線中斷，請稍後再試。', 'error')}>錯誤通知</Button>
      <Button onClick={() => setTimeout(startLoading('資料匯出中…'), 2000)}>全域載入</Button>
      <Dialog open={dialog} onClose={() => setDialog(false)} heading="1080p 影片不存在" description="此時段沒有 1080p 影片，請改選其他畫質。"
        footer={<Button variant="primary" onClick={() => setDialog(false)}>確認</Button>} />
      <ConfirmDialog open={confirm} tone="danger" heading="刪除車輛" message="確定要刪除 KEA-1000 嗎？此動作無法復原。"
        confirmLabel="刪除" onConfirm={() => setConfirm(false)} onCancel={() => setConfirm(false)} />
    </div>
  );
}

/** Every component, in the states a page shows them. */
export function UiKitGallery() {
  const [on, setOn] = useState(true);
  const [tab, setTab] = useState('basic');
  return (
    <main className="gallery">
      <h1>主控台元件庫</h1>
      <Breadcrumbs items={[{ label: '首頁', href: '/' }, { label: '車隊管理', href: '/fleet' }, { label: '車輛清單' }]} />
      <Section heading="按鈕與標籤">
        <div className="row">
          <Button variant="primary">主要</Button><Button>次要</Button><Button variant="danger">刪除</Button>
          <Button variant="link">連結</Button><Button variant="primary" loading>儲存中</Button>
          <IconButton label="關閉" icon={<CloseIcon />} /><Spinner label="同步中" />
        </div>
        <div className="row">
          <Badge tone="green">綠</Badge><Badge tone="blue">藍</Badge><Badge tone="pink">粉紅</Badge><Badge tone="warning">即將到期</Badge>
          {REPORTED_CAR_STATUSES.map((s) => <CarStatusTag key={s} status={s} />)}
          <StatusTag tone="success">{orderStatusLabel(ORDER_STATUS.PAID)}</StatusTag>
          <Switch label="啟用" checked={on} onCheckedChange={setOn} />
        </div>
      </Section>
      <Tabs ariaLabel="元件分類" selectedKey={tab} onTabChange={setTab} tabs={[
        { key: 'basic', label: '表格', panel: <TableDemo /> },
        { key: 'form', label: '表單', panel: <FormDemo /> },
        { key: 'dates', label: '日期', panel: <DatesDemo /> },
        { key: 'list', label: '長清單', panel: (
          <VirtualList ariaLabel="車輛清單（10,000 台）" mode="listbox" items={TRUCKS} itemKey={(t) => t.id} rowHeight={36} height={240}
            renderItem={(t) => <span>{t.carNo}・{t.driver}</span>} onSelect={(t) => showToast(`選取 ${t.carNo}`)} />
        ) },
      ]} />
      <Section heading="對話框、通知與載入"><OverlaysDemo /></Section>
      <Panel heading="狀態">
        <EmptyState description="請調整篩選條件。" />
        <LoadingState />
      </Panel>
      <ToastRegion />
      <LoadingOverlay />
    </main>
  );
}

/** Renders the gallery into a shadow root on `host`, as an element of the console would be. */
export function mountUiKit(host: HTMLElement) {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const root = createRoot(shadow);
  root.render(<><style>{UI_KIT_CSS}</style><UiKitGallery /></>);
  return root;
}

const pageHost = typeof document !== 'undefined' ? document.getElementById('ui-kit') : null;
if (pageHost) mountUiKit(pageHost);
