import { CAR_STATUSES } from '../../../../core/catalogue';
// Straight from the modules, not the format index, whose dates bring dayjs before the first trucks (issue 26, 5).
import { formatNumber, formatSpeed } from '../../../../core/format/numbers';
import { taipeiTimeOfDay } from '../../../../core/format/zone';
import { VirtualList } from '../../../shared/ui/virtual-list';
import type { MonitorFleet } from '../../../../core/monitor-feed';
import type { FleetCar } from '../fleet/records';

export interface TruckListProps {
  fleet: MonitorFleet;
  /** The fleet rows shown, in order. */
  rows: readonly number[];
  total: number;
  selectedUid: string | null;
  onSelect: (car: FleetCar) => void;
  /** The half-map view has room for more columns. */
  wide: boolean;
  departmentName: (uid: string | null) => string;
}

const ROW_HEIGHT = 44;

/**
 * The vehicle info table beside the map: the accessible view of the trucks. A windowed listbox, so
 * 10,000 rows stay smooth; arrow keys move, Enter opens a truck. Each row carries the truck's
 * position as data attributes.
 */
export function TruckList({ fleet, rows, total, selectedUid, onSelect, wide, departmentName }: TruckListProps) {
  return (
    <div className={`trucks${wide ? ' trucks-wide' : ''}`}>
      <p className="trucks-count">顯示 {formatNumber(rows.length)} / {formatNumber(total)} 輛</p>
      <div className="truck-row truck-head" aria-hidden="true">
        <span>車號</span><span>駕駛</span><span>狀態</span><span>車速</span>
        {wide && <><span>部門</span><span>定位時間</span></>}
      </div>
      <div className="trucks-body">
        {/* Rows are fleet row numbers: a truck's record is built only for the rows in view (issue 26, 1). */}
        <VirtualList items={rows} itemKey={(row) => fleet.uids[row]} rowHeight={ROW_HEIGHT} ariaLabel="車輛清單" mode="listbox"
          selectedKey={selectedUid ?? undefined} onSelect={(row) => onSelect(fleet.row(row))}
          renderItem={(row) => truckRow(fleet.row(row), wide, departmentName)} />
      </div>
    </div>
  );
}

function truckRow(car: FleetCar, wide: boolean, departmentName: (uid: string | null) => string) {
  return (
    <span className="truck-row" data-car-uid={car.carUid} data-lat={car.lat} data-lng={car.lng}>
      <span className="truck-no">
        <span className="dot" style={{ background: `var(--_car-${car.marker})` }} aria-hidden="true" />{car.carNo}
      </span>
      <span>{car.driverName || '—'}</span>
      <span>{CAR_STATUSES[car.marker].label}</span>
      <span>{formatSpeed(car.speed)}</span>
      {wide && <><span>{departmentName(car.departmentUid) || '—'}</span><span>{car.time ? taipeiTimeOfDay(car.time) : '—'}</span></>}
    </span>
  );
}
