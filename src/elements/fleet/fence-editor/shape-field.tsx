import { useState, type FormEvent } from 'react';
import type { FenceShape } from '../../../core/api/contract/fence';
import type { LatLng } from '../../../core/api/contract/geo';
import { geocodeAddress, reverseGeocode } from '../../../core/api/geo';
import { messageOf } from '../../../core/resource';
import { Button, TextInput } from '../../shared/ui';
import { AreaPicker, formatPoint, type CustomFieldProps } from '../../shared/ui/page-kit';

/** The point whose address is read: a circle's centre, or a polygon's first vertex. */
export const anchorOf = (shape: FenceShape | null): LatLng | null =>
  (!shape ? null : shape.type === 'circle' ? shape.center : shape.points[0] ?? null);

interface Found {
  lat: number;
  lng: number;
  address: string;
}

/**
 * The fence's area: find a place by address (GET geo/v0/latlng) and make it the centre of a circle,
 * draw a polygon or a circle on the kit's AreaPicker, and read the address of the area's point
 * (GET geo/v0/address). A drawn polygon is never replaced without the user asking.
 */
export function ShapeField({ id, label, value, onChange, error, required, disabled }: CustomFieldProps<FenceShape | null>) {
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [searchError, setSearchError] = useState('');
  const [address, setAddress] = useState('');
  const [reading, setReading] = useState(false);
  // A shape set from outside the picker (a found place) starts it again in that shape.
  const [pickerKey, setPickerKey] = useState(0);

  function centreOn(place: Found) {
    const radius = value?.type === 'circle' ? value.radius : 500;
    onChange({ type: 'circle', center: { lat: place.lat, lng: place.lng }, radius });
    setPickerKey((k) => k + 1);
    setAddress(place.address);
  }

  async function search(event?: FormEvent) {
    event?.preventDefault();
    if (!query.trim() || searching) return;
    setSearching(true);
    setSearchError('');
    const body = await geocodeAddress(query.trim());
    setSearching(false);
    if (body.status !== 0 || !body.data) {
      setFound(null);
      setSearchError(messageOf(body, '找不到這個地址'));
      return;
    }
    setFound(body.data);
    const drawn = value?.type === 'polygon' && value.points.length > 0;
    if (!drawn) centreOn(body.data);
  }

  async function readAddress() {
    const at = anchorOf(value);
    if (!at || reading) return;
    setReading(true);
    const body = await reverseGeocode(at.lat, at.lng);
    setReading(false);
    setAddress(body.status === 0 && body.data ? body.data.address : messageOf(body, '無法取得地址'));
  }

  const anchor = anchorOf(value);
  return (
    <div id={id} className="shape-field" tabIndex={-1}>
      <div className="address-search" role="search" aria-label="以地址搜尋地點">
        <TextInput label="搜尋地址或地標" value={query} disabled={disabled} autoComplete="off" error={searchError || undefined}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void search(e);
          }} />
        <Button onClick={() => void search()} loading={searching} disabled={disabled || !query.trim()}>{searching ? '搜尋中…' : '搜尋'}</Button>
      </div>
      {found && (
        <p className="found-place" role="status">
          {`找到：${found.address}（${formatPoint(found)}）`}
          {value?.type === 'polygon' && value.points.length > 0 && (
            <Button small variant="link" onClick={() => centreOn(found)}>改為以此為圓心</Button>
          )}
        </p>
      )}
      <AreaPicker key={pickerKey} viewKey="fence" label={label} required={required} error={error} disabled={disabled}
        value={value} onValueChange={(next) => {
          onChange(next);
          setAddress('');
        }} />
      <div className="address-read">
        <Button small onClick={() => void readAddress()} disabled={!anchor || disabled} loading={reading}>
          {value?.type === 'polygon' ? '查詢第一個頂點的地址' : '查詢圓心地址'}
        </Button>
        <span className="address-text" aria-live="polite">{address ? `地址：${address}` : ''}</span>
      </div>
    </div>
  );
}
