import { useStore } from '@nanostores/react';
import { useState, type MouseEvent } from 'react';
import { getCar } from '../../../core/api/cars';
import { cars, type CarRow } from '../../../core/api/contract/cars';
import { deviceSummary, managementLabel } from '../../../core/cars';
import { formatTaipei } from '../../../core/format';
import { $carKindOptions, $etcTypeOptions, $fuelTypeOptions, createItemResource, unwrap, type Option } from '../../../core/resource';
import { CarFormDialog } from '../car-form/car-form.element';
import { consoleHref, followInConsole } from '../../shared/chrome/links';
import { openableLinks, useMayOpen } from '../../shared/chrome/may-open';
import { BADGE_CSS, Button, CARD_CSS, DIALOG_CSS, EmptyState, StatusTag, ToastRegion, TOAST_CSS, uiCss } from '../../shared/ui';
import { DetailPanel, PAGE_KIT_CSS, useCanCall, type DetailItem } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { CarCycles } from './car-cycles';
import { carDetailLinks } from './car-links';
import { carStatusLabel } from '../../../core/catalogue/cars';
import { pathOf } from '../../../core/pages/paths';

export interface CarDetailProps {
  /** The car to show (/carManagement/detail?carUid=…). */
  carUid?: string;
}

type CarDetailData = CarRow & { cycleUids: string[] };

const labelOf = (options: readonly Option[], value: string | null) => (value ? options.find((o) => o.value === value)?.label ?? value : '');

function detailItems(kinds: readonly Option[], etc: readonly Option[], fuels: readonly Option[]): DetailItem<CarDetailData>[] {
  return [
    { label: '車號', value: (c) => c.carNo },
    { label: '納管狀態', value: (c) => <StatusTag tone={c.enabledCode ? 'success' : 'neutral'}>{managementLabel(c.enabledCode)}</StatusTag> },
    { label: '車型', value: (c) => c.model },
    { label: '車型系列', value: (c) => (c.modelGroup ? `${c.modelGroup} 系列` : '') },
    { label: '車種', value: (c) => labelOf(kinds, c.carKind) },
    { label: 'eTag 車種', value: (c) => labelOf(etc, c.etcType) },
    { label: '燃料', value: (c) => labelOf(fuels, c.fuelType) },
    { label: '部門', value: (c) => c.departmentName },
    { label: '駕駛', value: (c) => c.driverName ?? '未指派' },
    { label: '出廠年份', value: (c) => c.manufactureYear },
    { label: '車身號碼', value: (c) => c.vin },
    { label: '設備編號', value: (c) => c.udid ?? carStatusLabel('nodevice') },
    { label: '外接設備', value: (c) => deviceSummary(c.devices).join('、') },
    { label: '建立時間', value: (c) => formatTaipei(c.createdAt, 'YYYY-MM-DD HH:mm') },
    { label: '備註', value: (c) => c.note },
  ];
}

function Loaded({ carUid }: { carUid: string }) {
  const item = useResource(() => createItemResource<CarDetailData>({ load: async () => unwrap(await getCar(carUid)) }));
  const { data } = useStore(item.$state);
  const kinds = useStore($carKindOptions).options;
  const etc = useStore($etcTypeOptions).options;
  const fuels = useStore($fuelTypeOptions).options;
  const canEdit = useCanCall(cars.update);
  const [editing, setEditing] = useState(false);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => followInConsole(event, undefined, { carUid });
  const hasDevices = !!data && Object.keys(data.devices).length > 0;
  const links = openableLinks(carDetailLinks(carUid, hasDevices), useMayOpen());
  return (
    <>
      <DetailPanel heading={data ? `車輛資料 ${data.carNo}` : '車輛資料'} resource={item} items={detailItems(kinds, etc, fuels)} loadingText="載入車輛中…"
        actions={canEdit && data ? <Button small onClick={() => setEditing(true)}>編輯</Button> : undefined} />
      {links.length > 0 && (
        <nav className="car-links" aria-label="車輛相關頁面">
          <ul>
            {links.map((link) => <li key={link.href}><a href={consoleHref(link.href)} onClick={follow}>{link.label}</a></li>)}
          </ul>
        </nav>
      )}
      {data && <CarCycles carUid={carUid} cycleUids={data.cycleUids} onChanged={() => void item.reload()} />}
      <CarFormDialog editing={editing && data ? { carUid, carNo: data.carNo } : null} onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void item.reload();
        }} />
    </>
  );
}

/**
 * One car whole (spec 2.11 'cars … detail'; /carManagement/detail, P_P06): its data and devices,
 * the maintenance cycles it follows, 編輯 in place, and links to its live position, journeys,
 * events, maintenance and devices (through followLink: embedded, they ask the host).
 */
export function CarDetail({ carUid }: CarDetailProps) {
  const back = (event: MouseEvent<HTMLAnchorElement>) => followInConsole(event);
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, CARD_CSS, DIALOG_CSS, TOAST_CSS, CAR_DETAIL_CSS)}</style>
      <section className="car-detail" part="base" aria-label="車輛詳情">
        <a className="back-link" href={consoleHref(pathOf('carManagement'))} onClick={back}>← 返回車輛管理</a>
        {carUid
          ? <Loaded key={carUid} carUid={carUid} />
          : <EmptyState heading="未指定車輛" description="請從車輛管理列表選擇一輛車。" />}
      </section>
      <ToastRegion />
    </>
  );
}

const CAR_DETAIL_CSS = `
:host { display: block; }
.car-detail { display: grid; gap: var(--_space-3); min-width: 0; }
.back-link { justify-self: start; }
.car-links ul { display: flex; flex-wrap: wrap; gap: var(--_space-2) var(--_space-4); list-style: none; margin: 0; padding: 0; }
.car-links a { display: inline-block; padding: var(--_space-1) 0; }
.cycle-list { margin: 0; padding-left: 1.2em; display: grid; gap: var(--_space-1); }
.cycle-choices { border: 0; margin: 0; padding: 0; display: grid; gap: var(--_space-1); }
.cycle-choices legend { padding: 0; margin-bottom: var(--_space-1); }
.cycle-actions { display: flex; gap: var(--_space-2); justify-content: flex-end; }
.cycle-error { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; }
.muted { color: var(--_muted); }
`;
