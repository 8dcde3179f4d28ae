import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import type { MonitorRecord } from '../../../core/api/contract/monitor';
import { CAR_STATUSES, DEVICE_TYPES, type MarkerStatus, type DeviceType } from '../../../core/catalogue';
import { formatSpeed, formatTaipei, relativeTime } from '../../../core/format';
import { consoleHref, followInConsole } from '../../shared/chrome/links';
import { openableLinks, useMayOpen } from '../../shared/chrome/may-open';
import { CarStatusTag } from '../../shared/ui/badge';
import { IconButton } from '../../shared/ui/button';
import { CloseIcon } from '../../shared/ui/icons';
import { Switch } from '../../shared/ui/switch';
import { useAddress } from './use-address';
import { now as clockNow } from '../../../core/clock';
import { replayPathOf } from '../../../core/navigation/replay-link';
import { pathOf } from '../../../core/pages/paths';
import { LiveShareEntry } from '../../shared/live-share/lazy-button';

/** What the panel shows of a truck: a live monitor record (fields a device left out show as -). */
export type DetailCar = Partial<MonitorRecord> & { carUid: string };

export interface VehicleDetailProps {
  car: DetailCar;
  /** Follow mode, for a panel beside a map; without onFollowChange the switch is left out. */
  following?: boolean;
  onFollowChange?: (following: boolean) => void;
  /** Shows a close button when given. */
  onClose?: () => void;
  headingLevel?: 2 | 3;
  /** More facts at the end of the list (the truck's task under way, issue 27: car-task.tsx, loaded on demand). */
  moreFacts?: ReactNode;
}

/** The links of spec 2.1 from a truck to its other screens. */
export function carLinks(car: DetailCar): Array<{ label: string; href: string }> {
  const uid = encodeURIComponent(car.carUid);
  const devices = car.devices;
  const external = !!devices && (devices.coldChain || devices.tpms || devices.dms || devices.tachograph || devices.dvr);
  return [
    { label: '歷史軌跡', href: pathOf('historyJourneys', { carUid: car.carUid }) },
    { label: '車輛事件', href: pathOf('eventOne', { carUid: car.carUid }) },
    ...(devices?.dvr ? [{ label: '即時影像', href: `${pathOf('realTime')}?carUid=${uid}` }] : []),
    ...(external ? [{ label: '外接設備', href: pathOf('externalDevice', { uid: car.carUid }) }] : []),
  ];
}

export function deviceNames(car: DetailCar): string[] {
  const devices = car.devices;
  if (!devices) return [];
  return (Object.keys(devices) as Array<keyof typeof devices>).filter((k) => devices[k]).map((k) => DEVICE_TYPES[k as DeviceType]?.label ?? k);
}

function useNow(periodMs = 15_000): number {
  const [now, setNow] = useState(() => clockNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(clockNow()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}

/** A truck's details (spec 2.11 'Monitoring map'): where it is, who drives, how fast, what happened last, what it carries. */
export function VehicleDetail({ car, following, onFollowChange, onClose, headingLevel = 2, moreFacts }: VehicleDetailProps) {
  const now = useNow();
  const hasPosition = typeof car.lat === 'number' && typeof car.lng === 'number';
  const address = useAddress(car.lat ?? 0, car.lng ?? 0, car.address || undefined);
  const status = (car.status && car.status in CAR_STATUSES ? car.status : 'error') as MarkerStatus;
  const Heading = `h${headingLevel}` as const;
  const devices = deviceNames(car);
  const time = car.time;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => followInConsole(event, undefined, { carUid: car.carUid });
  // Only the pages this user may open (issue 22, 11): the viewer has no 即時影像.
  const mayOpen = useMayOpen();
  const replay = car.lastEvent ? replayPathOf(car.carUid, car.lastEvent.time) : '';
  const links = openableLinks(carLinks(car), mayOpen);
  return (
    <section className="vehicle-detail" part="base" aria-labelledby={`vd-${car.carUid}`} data-car-uid={car.carUid}>
      <header className="vd-header">
        <Heading id={`vd-${car.carUid}`} className="vd-title">{car.carNo ?? car.carUid}</Heading>
        <CarStatusTag status={status} />
        {onClose && <IconButton label="關閉車輛資訊" icon={<CloseIcon />} onClick={onClose} className="vd-close" />}
      </header>
      <dl className="vd-facts">
        <dt>位置</dt>
        <dd className="vd-address" aria-busy={address.state === 'loading'}>
          {!hasPosition ? '無定位資料' : address.state === 'loading' ? '地址查詢中…' : address.address ?? '查無地址'}
        </dd>
        <dt>駕駛</dt><dd>{car.driverName || '未指派'}</dd>
        <dt>車速</dt><dd>{formatSpeed(car.speed)}</dd>
        <dt>定位時間</dt>
        <dd>{time ? <time dateTime={new Date(time).toISOString()} title={formatTaipei(time, 'YYYY-MM-DD HH:mm:ss')}>{relativeTime(time, now)}</time> : '-'}</dd>
        <dt>最後事件</dt>
        <dd>{car.lastEvent ? (
          <>
            {car.lastEvent.title}<span className="vd-muted">（{relativeTime(car.lastEvent.time, now)}）</span>{' '}
            {mayOpen(replay) && <a href={consoleHref(replay)} onClick={follow} aria-label={`回放此刻：${car.carNo ?? ''} 最後事件`}>回放此刻</a>}
          </>
        ) : '無'}</dd>
        {!!car.fences?.length && <><dt>所在圍籬</dt><dd>{car.fences.join('、')}</dd></>}
        <dt>外接設備</dt><dd>{devices.length ? devices.join('、') : '未安裝'}</dd>
        {moreFacts}
      </dl>
      {onFollowChange && (
        <div className="vd-follow">
          <Switch label="跟隨車輛" checked={!!following} onCheckedChange={onFollowChange} disabled={!hasPosition} onText="跟隨中" offText="未跟隨" />
        </div>
      )}
      {/* Issue 27, 4: a read-only live link to this truck, for a customer or subcontractor; the
          console's /monitor offers it, the map partners embed does not (its size budget). */}
      {globalThis.__FMS_CONSOLE_BUILD__ !== false && (
        <div className="vd-share"><LiveShareEntry target={{ carUid: car.carUid }} name={car.carNo ?? car.carUid} /></div>
      )}
      {links.length > 0 && (
        <nav className="vd-links" aria-label={`${car.carNo ?? ''} 相關頁面`}>
          {links.map((link) => <a key={link.href} href={consoleHref(link.href)} onClick={follow}>{link.label}</a>)}
        </nav>
      )}
    </section>
  );
}
