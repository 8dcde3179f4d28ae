import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { API_STATUS } from '../../../core/api/contract/status';
import { $notificationSettings, isCategoryEnabled, notificationSwitches, saveNotificationSetting } from '../../../core/notifications';
import { $currentUser } from '../../../core/session';
import { AlertIcon } from '../../shared/ui/icons';
import { Switch } from '../../shared/ui/switch';

/**
 * The settings view (spec 2.6): one switch per category (bind included; service only for plus
 * service users, see core/notifications), each saved at once. The core shows the new state while the
 * call runs, refreshes the token after it, and puts the switch back when the server refuses; the
 * server's message is then shown here.
 */
export function BellSettings() {
  const settings = useStore($notificationSettings);
  const { auth } = useStore($currentUser);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState<number | null>(null);

  async function change(category: number, enabled: boolean) {
    if (saving !== null) return;
    setError('');
    setSaving(category);
    const body = await saveNotificationSetting(category, enabled);
    setSaving(null);
    if (body.status !== API_STATUS.OK) setError(body.message || '通知設定儲存失敗，請稍後再試。');
  }

  return (
    <>
      {error && <p className="bell-error" role="alert"><AlertIcon />{error}</p>}
      <ul className="bell-switches" aria-label="通知類別">
        {notificationSwitches(auth).map((c) => (
          <li key={c.category}>
            <Switch label={c.label} checked={isCategoryEnabled(settings, c.category)} onCheckedChange={(on) => void change(c.category, on)} />
            <span className="bell-switch-hint">{c.description}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
