import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { SettingsForm } from './settings-form';

/**
 * `<fms-settings-form>`: the enterprise's parameters (GET / PUT enterprise/v0/settings, P_P09):
 * speeding, idling, harsh driving and lost-contact thresholds, working hours and days, the map's
 * default view and the cold-chain ranges. 還原預設值 asks first, then saves
 * enterprise/v0/settings/default. Leaving with unsaved changes asks first.
 *
 * Attributes: none.
 * Events: `settingssave` — detail {restored}: the parameters were saved (restored: true when the defaults were restored).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the settings section).
 */
export const FmsSettingsForm = toElement(SettingsForm, {
  shadow: 'open',
  events: { onSettingsSave: { bubbles: true, composed: true } },
});

defineElement('fms-settings-form', FmsSettingsForm);
