import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../button';
import { TextInput } from '../../inputs';
import { parsePair, parsePoint, type LatLng, type PointErrors } from './coordinates';

export interface CoordinateInputsProps {
  /** Live mode: the point shown (null: empty fields). */
  value?: LatLng | null;
  /** Live: every complete, valid point as it is typed (null when both are emptied). Add mode: the point added. */
  onCommit: (point: LatLng | null) => void;
  /** Add mode: a button (and Enter) adds the typed point and empties the fields; its text. */
  addLabel?: string;
  /** Field labels; default 緯度 and 經度. */
  latLabel?: string;
  lngLabel?: string;
  disabled?: boolean;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/**
 * Latitude and longitude typed as decimal degrees: the way to pick a place without a mouse. A pair
 * pasted into the latitude field ("25.0478, 121.5170") fills both. Errors show after a field is
 * left or on adding; what was typed always stays.
 */
export function CoordinateInputs({ value = null, onCommit, addLabel, latLabel = '緯度', lngLabel = '經度', disabled }: CoordinateInputsProps) {
  const adding = addLabel !== undefined;
  const [lat, setLat] = useState(text(value?.lat));
  const [lng, setLng] = useState(text(value?.lng));
  const [errors, setErrors] = useState<PointErrors>({});
  const idBase = useId();

  // A point picked on the map (or set by the page) replaces the typed text.
  useEffect(() => {
    if (adding) return;
    const typed = parsePoint(lat, lng).point;
    if (value ? typed?.lat !== value.lat || typed?.lng !== value.lng : typed) {
      setLat(text(value?.lat));
      setLng(text(value?.lng));
      setErrors({});
    }
    // Only a new value from outside resyncs; the drafts themselves must not trigger it.
  }, [value, adding]);

  function change(nextLat: string, nextLng: string) {
    const pair = parsePair(nextLat);
    if (pair) [nextLat, nextLng] = [String(pair.lat), String(pair.lng)];
    setLat(nextLat);
    setLng(nextLng);
    if (adding) return;
    if (!nextLat.trim() && !nextLng.trim()) {
      setErrors({});
      onCommit(null);
      return;
    }
    const parsed = parsePoint(nextLat, nextLng);
    if (parsed.point) {
      setErrors({});
      onCommit(parsed.point);
    }
  }

  function check(which: keyof PointErrors) {
    if (adding || (!lat.trim() && !lng.trim())) return;
    const parsed = parsePoint(lat, lng);
    setErrors((was) => ({ ...was, [which]: parsed.errors?.[which] }));
  }

  function add() {
    const parsed = parsePoint(lat, lng);
    if (!parsed.point) {
      setErrors(parsed.errors);
      return;
    }
    onCommit(parsed.point);
    setLat('');
    setLng('');
    setErrors({});
  }

  const enterAdds = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="coordinate-inputs">
      <TextInput id={`${idBase}-lat`} label={latLabel} value={lat} inputMode="decimal" autoComplete="off" disabled={disabled}
        placeholder="25.0478" error={errors.lat} onChange={(e) => change(e.target.value, lng)} onBlur={() => check('lat')}
        onKeyDown={adding ? enterAdds : undefined} />
      <TextInput id={`${idBase}-lng`} label={lngLabel} value={lng} inputMode="decimal" autoComplete="off" disabled={disabled}
        placeholder="121.5170" error={errors.lng} onChange={(e) => change(lat, e.target.value)} onBlur={() => check('lng')}
        onKeyDown={adding ? enterAdds : undefined} />
      {adding && <Button small onClick={add} disabled={disabled}>{addLabel}</Button>}
    </div>
  );
}
