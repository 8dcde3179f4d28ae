import type { Static } from '@sinclair/typebox';
import type { ActiveService } from '../../../core/api/contract/plus';
import { fetchServiceRecord } from '../../../core/api/plus';
import { now } from '../../../core/clock';
import { SERVICE_PERIOD_LABELS, servicePeriodOf, serviceSourceText } from '../../../core/plus';
import { $managedCarOptions, createListResource, pageOf } from '../../../core/resource';
import { serviceDay } from '../shared/redeem-kit';
import { BADGE_CSS, StatusTag, uiCss, type DataTableColumn, type Tone } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, type FilterField } from '../../shared/ui/page-kit';
import { useLatest, useReloadOn, useResource } from '../../shared/ui/use-resource';

type Service = Static<typeof ActiveService>;

export interface ServiceRecordProps {
  /** Only this car's services (the app's /service/app/detail); the car filter is then left out. */
  carUid?: string;
}

interface Filters { carUid?: string }

const CAR: FilterField<Filters> = { key: 'carUid', label: '車號', kind: 'select', options: $managedCarOptions };
const PERIOD_TONES = { upcoming: 'info', active: 'success', ended: 'neutral' } as const satisfies Record<string, Tone>;

const COLUMNS: readonly DataTableColumn<Service>[] = [
  { key: 'carNo', header: '車號', cell: (s) => s.carNo },
  { key: 'serviceType', header: '服務類型', cell: (s) => s.serviceTypeName },
  { key: 'plan', header: '方案', cell: (s) => s.planName },
  { key: 'start', header: '開始日期', cell: (s) => serviceDay(s.startTime) },
  { key: 'end', header: '結束日期', cell: (s) => serviceDay(s.endTime) },
  {
    key: 'period', header: '狀態',
    cell: (s) => { const p = servicePeriodOf(s, now()); return <StatusTag tone={PERIOD_TONES[p]}>{SERVICE_PERIOD_LABELS[p]}</StatusTag>; },
  },
  { key: 'source', header: '來源', cell: (s) => serviceSourceText(s) },
];

/**
 * The service history (spec 2.11 'service detail history', /service/record): every service of the
 * enterprise's cars, or of one car, newest first, from paid orders (訂單購買 with the order code) and
 * redeemed serials (序號兌換 with the serial); rows per page and pages.
 */
export function ServiceRecord({ carUid }: ServiceRecordProps) {
  const fixedCar = useLatest(carUid);
  const list = useResource(() => createListResource<Service, Filters>({
    load: async (q) => {
      const car = fixedCar.current || q.filters.carUid;
      return pageOf(await fetchServiceRecord({ ...(car ? { carUid: car } : {}), offset: q.offset, limit: q.limit }));
    },
  }));
  useReloadOn(carUid ?? '', () => list.reload());
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, OWN_CSS)}</style>
      <div className="service-record" part="base">
        <ListPage<Service, Filters> heading="服務紀錄" resource={list} columns={COLUMNS} filters={carUid ? [] : [CAR]}
          rowKey={(s) => s.uid} rowName={(s) => `${s.carNo} ${s.planName}`} emptyText="查無服務紀錄" />
      </div>
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.service-record { min-width: 0; }
`;
