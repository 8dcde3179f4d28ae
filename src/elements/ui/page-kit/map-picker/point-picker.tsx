import L from 'leaflet';
import { useEffect, useId, useRef } from 'react';
import { FieldError, RequiredMark } from '../../form-field';
import { CoordinateInputs } from './coordinate-inputs';
import { formatPoint, type LatLng } from './coordinates';
import { pin, reveal, usePickerMap } from './use-picker-map';

export interface PointPickerProps {
  /** Names the whole picker (its legend), e.g. 地點. */
  label: string;
  value: LatLng | null;
  onValueChange: (point: LatLng | null) => void;
  required?: boolean;
  /** Error text under the picker (e.g. the server's, placed by EndpointForm). */
  error?: string;
  disabled?: boolean;
}

export const MAP_HELP = '點選地圖設定位置；或將焦點移到地圖，用方向鍵移動、按 Enter 將中心（十字）設為位置；也可以直接輸入經緯度。';

/** A point on a map: click, or Enter on the focused map's centre, or typed latitude and longitude. */
export function PointPicker({ label, value, onValueChange, required = false, error, disabled = false }: PointPickerProps) {
  const box = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const errorId = useId();
  const latest = useRef({ onValueChange, disabled });
  latest.current = { onValueChange, disabled };
  const map = usePickerMap(box, (point) => !latest.current.disabled && latest.current.onValueChange(point), value);

  useEffect(() => {
    if (!map.current || !value) return undefined;
    const marker = L.marker([value.lat, value.lng], { icon: pin(), keyboard: false, interactive: false }).addTo(map.current);
    reveal(map.current, [value]);
    return () => {
      marker.remove();
    };
  }, [map, value]);

  return (
    <fieldset className={`field map-picker${error ? ' field-invalid' : ''}`} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="field-legend">{required && <RequiredMark />}{label}</legend>
      <CoordinateInputs value={value} onCommit={onValueChange} disabled={disabled} />
      <p id={helpId} className="field-hint">{MAP_HELP}</p>
      <div ref={box} className="picker-map" role="region" aria-label={`${label}地圖`} aria-describedby={helpId} />
      <p className="picker-status" role="status">{value ? `已選位置：${formatPoint(value)}` : '尚未選擇位置'}</p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
