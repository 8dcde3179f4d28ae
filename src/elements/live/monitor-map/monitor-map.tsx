import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { $config } from '../../../core/config';
import { formatNumber } from '../../../core/format/numbers';
import { LABEL_HINT } from '../../../core/monitor-map';
// The UI kit's modules one by one, not its index: the map's page then loads none of the rest (issue 9).
import { Button } from '../../shared/ui/button';
import { ResourceError } from '../../shared/ui/resource-view';
import { LoadingState } from '../../shared/ui/spinner';
import { uiCss } from '../../shared/ui/ui-css';
import { MonitorFleet } from '../../../core/monitor-feed';
import { applyFilter, countByStatus, EMPTY_FILTER, rowList, toggleStatus, type FleetFilter } from './fleet/filter';
import type { FleetCar } from './fleet/records';
import { useDepartments } from './fleet/use-departments';
import { useFences } from './fleet/use-fences';
import { useFleet } from './fleet/use-fleet';
import { useLabelSettings } from './fleet/use-label-settings';
import { MapView } from './map/map-view';
import { MONITOR_MAP_CSS } from './monitor-map.css';
import { DetailPanel } from './panel/detail-panel';
import { FleetFilters } from './panel/fleet-filters';
import { MapSettings } from './panel/map-settings';
import { StatusLegend } from './panel/status-legend';
import { TruckList } from './panel/truck-list';

export interface CarSelectDetail {
  carUid: string;
  carNo: string;
}

export interface FollowChangeDetail {
  carUid: string;
  following: boolean;
}

export interface MonitorMapProps {
  /** A truck to open and bring into view (e.g. /monitor?carUid=…), at once or when set later. */
  carUid?: string;
  halfMap?: boolean;
  /** Keep the remembered view instead of resetting it on entering (spec 2.11 resets). */
  keepView?: boolean;
  onCarSelect?: (detail: CarSelectDetail) => void;
  onFollowChange?: (detail: FollowChangeDetail) => void;
}

/** The monitoring map (spec 2.11): the live fleet on a map beside its table, with filters and a truck's details. */
export function MonitorMap({ carUid, halfMap = false, keepView = false, onCarSelect, onFollowChange }: MonitorMapProps) {
  const [reloadKey, setReloadKey] = useState(0);
  // The realtime feed (socket.io, ~13 KB) connects once the first trucks are drawn (issue 23, 7).
  const [trucksShown, setTrucksShown] = useState(false);
  const fleet = useFleet(reloadKey, trucksShown);
  const departments = useDepartments();
  const [settings, setSetting] = useLabelSettings();
  const fences = useFences(settings.fence);
  const [filter, setFilter] = useState<FleetFilter>(EMPTY_FILTER);
  const [half, setHalf] = useState(halfMap);
  const [selectedUid, setSelectedUid] = useState<string | null>(carUid ?? null);
  const [following, setFollowing] = useState(false);
  const [labelsHidden, setLabelsHidden] = useState(false);
  const { tileUrl } = useStore($config);
  const descriptionId = useId();

  useEffect(() => setHalf(halfMap), [halfMap]);

  const all = fleet.fleet;
  // Rows of the fleet the filter keeps (null: all); the fleet stays columns, records are built per row shown.
  const shown = useMemo(() => (all ? applyFilter(all, filter) : null), [all, filter]);
  const shownCount = shown ? shown.length : all?.count ?? 0;
  const counts = useMemo(() => countByStatus(all ?? MonitorFleet.EMPTY, filter), [all, filter]);
  const selected = useMemo(() => (selectedUid ? all?.find(selectedUid) : undefined), [all, selectedUid]);
  const departmentName = useCallback((uid: string | null) => departments.find((d) => d.uid === uid)?.name ?? '', [departments]);

  const changeFollow = useCallback((next: boolean) => {
    setFollowing((was) => {
      if (was !== next && selectedUid) onFollowChange?.({ carUid: selectedUid, following: next });
      return next;
    });
  }, [selectedUid, onFollowChange]);

  // The host's carUid opens that truck, as a click on it would (without carselect: not the user's
  // doing); following the one before stops. MapView brings it into view.
  useEffect(() => {
    if (!carUid) return;
    if (carUid !== selectedUid) changeFollow(false);
    setSelectedUid(carUid);
  }, [carUid]);

  const select = useCallback((car: FleetCar) => {
    if (car.carUid !== selectedUid) changeFollow(false);
    setSelectedUid(car.carUid);
    onCarSelect?.({ carUid: car.carUid, carNo: car.carNo });
  }, [selectedUid, changeFollow, onCarSelect]);

  const close = () => {
    changeFollow(false);
    setSelectedUid(null);
  };

  return (
    <div className={`monitor${half ? ' monitor-half' : ''}`} part="base">
      <style>{uiCss(MONITOR_MAP_CSS)}</style>
      <section className="map-area" part="map" aria-label="監控地圖">
        <div className="map-bar">
          <StatusLegend counts={counts} hidden={filter.hidden} onToggle={(s) => setFilter((f) => ({ ...f, hidden: toggleStatus(f.hidden, s) }))} />
          <MapSettings settings={settings} onSettingChange={setSetting} half={half} onHalfChange={setHalf} />
        </div>
        <p id={descriptionId} className="visually-hidden">
          地圖以狀態顏色標示 {formatNumber(shownCount)} 輛車的即時位置；車輛較密集時以數字圓圈合併顯示。車輛清單提供相同資訊，可用鍵盤操作。
          {settings.fence && fences.length > 0 ? `地圖另繪出 ${formatNumber(fences.length)} 個圍籬的範圍與名稱。` : ''}
        </p>
        <MapView fleet={all} shown={shown} fences={fences} settings={settings} selectedUid={selectedUid} focusUid={carUid ?? null} following={following && !!selected} tileUrl={tileUrl}
          entering={!keepView} describedBy={descriptionId} onTruckActivate={select} onManualPan={() => changeFollow(false)}
          onLabelsHiddenChange={setLabelsHidden} fleetReady={all !== null || fleet.error !== null} onFirstTrucks={() => setTrucksShown(true)} />
        <p className="label-hint" role="status" data-testid="label-hint">{labelsHidden && !following ? LABEL_HINT : ''}</p>
        {following && selected && (
          <p className="follow-banner" role="status">
            正在跟隨 {selected.carNo}
            <Button small onClick={() => changeFollow(false)}>停止跟隨</Button>
          </p>
        )}
      </section>
      <aside className="side" part="list" aria-label="車輛資訊">
        <FleetFilters search={filter.search} onSearchChange={(search) => setFilter((f) => ({ ...f, search }))}
          departmentUid={filter.departmentUid} onDepartmentChange={(departmentUid) => setFilter((f) => ({ ...f, departmentUid }))}
          departments={departments} />
        {selected && <DetailPanel carUid={selected.carUid} following={following} onFollowChange={changeFollow} onClose={close} />}
        {fleet.error ? (
          <ResourceError heading="無法載入車輛資料" message={fleet.error} onRetry={() => setReloadKey((k) => k + 1)} small={false} />
        ) : all === null ? (
          <LoadingState text="車輛資料載入中…" />
        ) : (
          <TruckList fleet={all} rows={rowList(shown, all.count)} total={all.count} selectedUid={selectedUid} onSelect={select} wide={half} departmentName={departmentName} />
        )}
      </aside>
    </div>
  );
}
