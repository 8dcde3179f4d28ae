import { useCallback, useState } from 'react';
import { readSettingCheckbox, writeSettingCheckbox, type SettingCheckbox } from '../../../../core/storage';

/** The label checkboxes, off by default and kept in local storage under settingCheckbox (spec 2.11, 9). */
export function useLabelSettings(): [SettingCheckbox, (key: keyof SettingCheckbox, on: boolean) => void] {
  const [settings, setSettings] = useState<SettingCheckbox>(readSettingCheckbox);
  const change = useCallback((key: keyof SettingCheckbox, on: boolean) => {
    setSettings((current) => {
      const next = { ...current, [key]: on };
      writeSettingCheckbox(next);
      return next;
    });
  }, []);
  return [settings, change];
}
