import type { DeviceDetail } from '../../../core/api/contract/device';
import { EmptyState, Tabs, type TabItem } from '../../shared/ui';
import { DmsPanel, DvrPanel, TachographPanel } from './panels';
import { TemperatureChart } from './temperature-chart';
import { TpmsLayout } from './tpms-layout';

type Kind = keyof DeviceDetail['car']['devices'];

/** Device types in the order of the tabs (spec 3 'Device types'). */
export const DEVICE_TABS: readonly { kind: Kind; label: string }[] = [
  { kind: 'coldChain', label: '冷鏈溫度' },
  { kind: 'tpms', label: '胎壓監測 (TPMS)' },
  { kind: 'dms', label: '駕駛監控 (DMS)' },
  { kind: 'tachograph', label: '數位行車紀錄器' },
  { kind: 'dvr', label: '行車影像 (DVR)' },
];

const noData = <EmptyState heading="暫無資料" description="此時間範圍沒有這項設備的資料。" />;

function panelOf(kind: Kind, detail: DeviceDetail) {
  switch (kind) {
    case 'coldChain':
      return detail.coldChain ? <TemperatureChart cold={detail.coldChain} /> : noData;
    case 'tpms':
      return detail.tpms ? <TpmsLayout tpms={detail.tpms} /> : noData;
    case 'dms':
      return detail.dms ? <DmsPanel dms={detail.dms} /> : noData;
    case 'tachograph':
      return detail.tachograph ? <TachographPanel tacho={detail.tachograph} /> : noData;
    default:
      return detail.dvr ? <DvrPanel dvr={detail.dvr} carUid={detail.car.uid} /> : noData;
  }
}

/** One tab per device the car has; 此車未安裝外接設備 when it has none. */
export function DeviceTabs({ detail, selected, onSelect }: { detail: DeviceDetail; selected: string; onSelect: (key: string) => void }) {
  const present = DEVICE_TABS.filter((t) => detail.car.devices[t.kind]);
  if (!present.length) return <EmptyState heading="此車未安裝外接設備" description="安裝冷鏈、胎壓、DMS、數位行車紀錄器或 DVR 後，資料會顯示在這裡。" />;
  const tabs: TabItem[] = present.map((t) => ({ key: t.kind, label: t.label, panel: panelOf(t.kind, detail) }));
  const key = present.some((t) => t.kind === selected) ? selected : present[0].kind;
  return <Tabs tabs={tabs} ariaLabel="外接設備" selectedKey={key} onTabChange={onSelect} />;
}
