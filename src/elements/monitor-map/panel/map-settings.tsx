import type { SettingCheckbox } from '../../../core/storage';
import { Switch } from '../../shared/ui/switch';

export interface MapSettingsProps {
  settings: SettingCheckbox;
  onSettingChange: (key: keyof SettingCheckbox, on: boolean) => void;
  half: boolean;
  onHalfChange: (half: boolean) => void;
}

const LABELS: Array<[keyof SettingCheckbox, string]> = [['carNo', '車號'], ['driverName', '駕駛'], ['speed', '車速'], ['fence', '圍籬']];

/** The map setting toggles: which labels the markers carry (spec 2.11) and the half-map view. */
export function MapSettings({ settings, onSettingChange, half, onHalfChange }: MapSettingsProps) {
  return (
    <div className="map-settings" part="settings">
      <fieldset className="label-set">
        <legend>地圖標籤</legend>
        {LABELS.map(([key, label]) => (
          <label key={key} className="choice">
            <input type="checkbox" name={key} checked={settings[key]} onChange={(e) => onSettingChange(key, e.currentTarget.checked)} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <Switch label="半版地圖" checked={half} onCheckedChange={onHalfChange} />
    </div>
  );
}
