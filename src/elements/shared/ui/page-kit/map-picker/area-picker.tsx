import L from 'leaflet';
import type { MapViewKey } from '../../../../../core/storage';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../button';
import { RadioGroup } from '../../choices';
import { FieldError, RequiredMark } from '../../form-field';
import { TextInput } from '../../inputs';
import { CoordinateInputs } from './coordinate-inputs';
import { formatPoint, parseRadius, POLYGON_MAX_POINTS, POLYGON_MIN_POINTS, type AreaShape, type LatLng } from './coordinates';
import { MAP_HELP } from './point-picker';
import { pin, reveal, usePickerMap } from './use-picker-map';
import { AREA_KIND_LABELS } from '../../../../../core/api/contract/vocabulary/map';
import { choicesOf } from '../../../../../core/catalogue/lookup';

export type AreaKind = AreaShape['type'];

export interface AreaPickerProps {
  /** Names the whole picker (its legend), e.g. 圍籬範圍. */
  label: string;
  value: AreaShape | null;
  onValueChange: (area: AreaShape | null) => void;
  /** The shape offered first when there is no value; default polygon. */
  defaultKind?: AreaKind;
  /** The radius a circle starts with, in metres; default 500. */
  defaultRadius?: number;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  /** The fms.map key whose zoom and centre the map starts from (without a value) and keeps, e.g. 'fence'. */
  viewKey?: MapViewKey;
}

const KINDS = choicesOf(AREA_KIND_LABELS);
const AREA_STYLE = { color: '#1f6fb2', weight: 2, fillOpacity: 0.15 };

function describe(area: AreaShape | null, kind: AreaKind): string {
  if (kind === 'circle') return area?.type === 'circle' ? `圓形：中心 ${formatPoint(area.center)}，半徑 ${area.radius} 公尺` : '尚未設定圓心';
  const count = area?.type === 'polygon' ? area.points.length : 0;
  return count >= POLYGON_MIN_POINTS ? `多邊形：${count} 個頂點` : `多邊形：${count} 個頂點，至少需要 ${POLYGON_MIN_POINTS} 個`;
}

/**
 * An area on a map, as a polygon (each click or Enter adds a vertex; typed vertices too) or a
 * circle (a centre and a radius in metres). The value is the fence contract's shape. Switching the
 * kind keeps what was drawn of the other, so a slip loses nothing.
 */
export function AreaPicker({ label, value, onValueChange, defaultKind = 'polygon', defaultRadius = 500, required = false, error, disabled = false, viewKey }: AreaPickerProps) {
  const box = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const errorId = useId();
  const [kind, setKind] = useState<AreaKind>(value?.type ?? defaultKind);
  const kept = useRef<Partial<Record<AreaKind, AreaShape | null>>>({});
  const [radiusText, setRadiusText] = useState(String(value?.type === 'circle' ? value.radius : defaultRadius));
  const radius = parseRadius(radiusText);
  const points = value?.type === 'polygon' ? value.points : [];

  const latest = useRef({ value, kind, radius: radius.value ?? defaultRadius, onValueChange, disabled });
  latest.current = { value, kind, radius: radius.value ?? defaultRadius, onValueChange, disabled };

  function pick(point: LatLng) {
    const now = latest.current;
    if (now.disabled) return;
    if (now.kind === 'circle') now.onValueChange({ type: 'circle', center: point, radius: now.radius });
    else {
      const was = now.value?.type === 'polygon' ? now.value.points : [];
      if (was.length < POLYGON_MAX_POINTS) now.onValueChange({ type: 'polygon', points: [...was, point] });
    }
  }
  const map = usePickerMap(box, pick, value?.type === 'circle' ? value.center : value?.type === 'polygon' ? value.points[0] ?? null : null, viewKey);

  useEffect(() => {
    if (!map.current || !value) return undefined;
    const group = L.layerGroup().addTo(map.current);
    if (value.type === 'circle') {
      L.circle([value.center.lat, value.center.lng], { radius: value.radius, ...AREA_STYLE, interactive: false }).addTo(group);
      L.marker([value.center.lat, value.center.lng], { icon: pin(), keyboard: false, interactive: false }).addTo(group);
      reveal(map.current, [value.center]);
    } else {
      const latLngs = value.points.map((p) => [p.lat, p.lng] as [number, number]);
      if (latLngs.length >= 3) L.polygon(latLngs, { ...AREA_STYLE, interactive: false }).addTo(group);
      else if (latLngs.length === 2) L.polyline(latLngs, { ...AREA_STYLE, interactive: false }).addTo(group);
      for (const at of latLngs) L.marker(at, { icon: pin('picker-pin picker-vertex'), keyboard: false, interactive: false }).addTo(group);
      reveal(map.current, value.points);
    }
    return () => {
      group.remove();
    };
  }, [map, value]);

  function switchKind(next: string) {
    const to = next as AreaKind;
    kept.current[kind] = value;
    setKind(to);
    onValueChange(kept.current[to] ?? null);
  }

  function changeRadius(text: string) {
    setRadiusText(text);
    const parsed = parseRadius(text);
    if (parsed.value !== undefined && value?.type === 'circle') onValueChange({ ...value, radius: parsed.value });
  }

  // The list scrolls in its own box; the vertex just added is the one to see.
  const vertexList = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = vertexList.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [points.length]);

  const setPoints = (next: LatLng[]) => onValueChange(next.length ? { type: 'polygon', points: next } : null);

  return (
    <fieldset className={`field map-picker${error ? ' field-invalid' : ''}`} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="field-legend">{required && <RequiredMark />}{label}</legend>
      <RadioGroup label="範圍形狀" options={KINDS} value={kind} onValueChange={switchKind} />
      <p id={helpId} className="field-hint">{kind === 'circle' ? MAP_HELP.replace('設定位置', '設定圓心').replace('設為位置', '設為圓心') : MAP_HELP.replace('設定位置', '新增頂點').replace('設為位置', '加為頂點')}</p>
      <div ref={box} className="picker-map" role="region" aria-label={`${label}地圖`} aria-describedby={helpId} />
      <p className="picker-status" role="status">{describe(value, kind)}</p>
      {/* The controls come after the map: a growing vertex list above it pushed the map down ~27 px a vertex (issue 22, item 18). */}
      {kind === 'circle'
        ? (
          <div className="area-circle">
            <CoordinateInputs value={value?.type === 'circle' ? value.center : null} latLabel="圓心緯度" lngLabel="圓心經度"
              onCommit={(center) => onValueChange(center ? { type: 'circle', center, radius: latest.current.radius } : null)} />
            <TextInput label="半徑（公尺）" value={radiusText} inputMode="numeric" autoComplete="off" required
              error={radius.error} onChange={(e) => changeRadius(e.target.value)} />
          </div>
        )
        : (
          <div className="area-polygon">
            {points.length > 0 && (
              <ol ref={vertexList} className="vertex-list" aria-label="頂點">
                {points.map((p, i) => (
                  <li key={`${i}-${p.lat}-${p.lng}`}>
                    <span>{`頂點 ${i + 1}：${formatPoint(p)}`}</span>
                    <Button small variant="link" aria-label={`刪除頂點 ${i + 1}`} onClick={() => setPoints(points.filter((_, j) => j !== i))}>刪除</Button>
                  </li>
                ))}
              </ol>
            )}
            <CoordinateInputs addLabel="新增頂點" latLabel="頂點緯度" lngLabel="頂點經度" disabled={points.length >= POLYGON_MAX_POINTS}
              onCommit={(point) => point && setPoints([...points, point])} />
            <div className="vertex-actions">
              <Button small disabled={points.length === 0} onClick={() => setPoints(points.slice(0, -1))}>復原上一點</Button>
              <Button small disabled={points.length === 0} onClick={() => setPoints([])}>清除全部頂點</Button>
            </div>
          </div>
        )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
