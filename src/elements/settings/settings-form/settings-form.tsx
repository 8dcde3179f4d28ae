import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { getDefaultSettings, getEnterpriseSettings, updateEnterpriseSettings } from '../../../core/api/enterprise';
import { enterprise as enterpriseApi, type EnterpriseSettings } from '../../../core/api/contract/enterprise';
import { createMutation, unwrap } from '../../../core/resource';
import { Notice, NOTICE_CSS } from '../../shared/account/notices';
import { Button, ConfirmDialog, SPINNER_CSS, uiCss } from '../../shared/ui';
import { FieldError } from '../../shared/ui/form-field';
import { EndpointForm, PAGE_KIT_CSS, useCanCall, useItemForm } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { SETTINGS_FIELDS, settingsOf, valuesOf } from './settings-fields';

export interface SettingsFormProps {
  /** After a save or a restore: the parameters as the server keeps them. */
  onSettingsSave?: (detail: { restored: boolean }) => void;
}

/** Restores the defaults: reads settings/default, then saves them whole. */
async function restoreDefaults() {
  const defaults = await getDefaultSettings();
  if (defaults.status !== 0 || !defaults.data) return defaults;
  return updateEnterpriseSettings(defaults.data);
}

/** The enterprise's parameters (spec 2.11, 7.4; /setting, P_P09), with restore-defaults. */
export function SettingsForm({ onSettingsSave }: SettingsFormProps) {
  const item = useItemForm({ load: async () => unwrap(await getEnterpriseSettings()), loadingText: '讀取參數設定…' });
  const current = item.record;
  const [notice, setNotice] = useState('');
  const save = useResource(() => createMutation(updateEnterpriseSettings));
  const restore = useResource(() => createMutation(restoreDefaults, '還原預設值失敗，請稍後再試。'));
  const restoring = useStore(restore.$sending);
  const [asking, setAsking] = useState(false);
  const [restoreError, setRestoreError] = useState('');
  const canSave = useCanCall(enterpriseApi.updateSettings);

  function show(next: EnterpriseSettings, restored: boolean) {
    item.replace(next);
    setNotice(restored ? '已還原為預設值。' : '參數設定已更新。');
    onSettingsSave?.({ restored });
  }

  async function confirmRestore() {
    const result = await restore.send(undefined);
    if (!result.ok) {
      setRestoreError(result.message);
      return;
    }
    setAsking(false);
    setRestoreError('');
    show(result.data, true);
  }

  return (
    <>
      <style>{uiCss(...PAGE_KIT_CSS, SPINNER_CSS, NOTICE_CSS, SETTINGS_CSS)}</style>
      <section className="settings" part="base" aria-labelledby="settings-title">
        <header className="settings-head">
          <h2 id="settings-title">參數設定</h2>
          {current && canSave && <Button onClick={() => { setRestoreError(''); setAsking(true); }}>還原預設值</Button>}
        </header>
        {item.status}
        {notice && <Notice tone="success"><p>{notice}</p></Notice>}
        {current && (
          <EndpointForm key={item.version} label="參數設定" endpoint={enterpriseApi.updateSettings} fields={SETTINGS_FIELDS}
            initialValues={valuesOf(current)} mutation={save} guardLeave toInput={settingsOf}
            onSuccess={(data: EnterpriseSettings) => show(data, false)} />
        )}
        <ConfirmDialog open={asking} heading="還原預設值" tone="danger" confirmLabel="還原" busy={restoring}
          message={<>確定要將所有參數還原為預設值嗎？目前的設定將被取代。{restoreError && <FieldError>{restoreError}</FieldError>}</>}
          onConfirm={() => void confirmRestore()} onCancel={() => setAsking(false)} />
      </section>
    </>
  );
}

const SETTINGS_CSS = `
:host { display: block; }
.settings { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-1); padding: var(--_space-4); }
.settings-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_space-2); margin-bottom: var(--_space-3); }
.settings-head h2 { margin: 0; font-size: 1.25em; }
.settings .endpoint-form { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr)); gap: 0 var(--_space-4); }
.settings .endpoint-form > :is(.error-summary, .form-actions), .settings .endpoint-form > .form-row:has(.days) { grid-column: 1 / -1; }
.days { border: 0; padding: 0; margin: 0 0 var(--_space-4); min-width: 0; }
.days legend { font-weight: 600; padding: 0; margin-bottom: var(--_space-1); }
.day-list { display: flex; flex-wrap: wrap; gap: var(--_space-2) var(--_space-4); }
.day-list .choice { display: inline-flex; align-items: center; gap: var(--_space-1); min-height: 32px; }
`;
