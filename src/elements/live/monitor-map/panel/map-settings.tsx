import { MAP_LABEL_FIELDS } from '../../../../core/api/contract/vocabulary/map';
import type { SettingCheckbox } from '../../../../core/storage';
import { Switch } from '../../../shared/ui/switch';

export interface MapSettingsProps {
  settings: SettingCheckbox;
  onSettingChange: (key: keyof SettingCheckbox, on: boolean) => void;
  half: boolean;
  onHalfChange: (half: boolean) => void;
}

/** The marker labels in the vocabulary's order; typed so a setting without a word fails to compile. */
const WORDS: Readonly<Record<keyof SettingCheckbox, string>> = MAP_LABEL_FIELDS;
const LABELS = Object.entries(WORDS) as Array<[keyof SettingCheckbox, string]>;

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
