import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { getProfile, updateProfile } from '../../../core/api/profile';
import type { Profile } from '../../../core/api/contract/profile';
import { roleLabel } from '../../../core/catalogue';
import { createItemResource, unwrap } from '../../../core/resource';
import { refreshIdentity } from '../../../core/session';
import { Button, LoadingState, showToast, SPINNER_CSS, TextInput, uiCss, ResourceError } from '../../shared/ui';
import { ACCOUNT_FORM_CSS } from '../../shared/account/account-form.css';
import { FormAlert, Notice } from '../../shared/account/notices';
import { placeServerError } from '../../shared/account/server-errors';
import { useMutation, useResource } from '../../shared/ui/use-resource';
import { changedFields, checkProfile, type ProfileErrors, type ProfileValues } from './profile-rules';

export interface UserProfileProps {
  onProfileSave?: (detail: { zhName: string; mobile: string; email: string }) => void;
}

type Key = keyof ProfileValues;
const FIELDS = {
  zhName: { name: 'zhName' as Key, label: '姓名' },
  mobile: { name: 'mobile' as Key, label: '手機號碼' },
  email: { name: 'email' as Key, label: '電子郵件' },
};
const valuesOf = (p: Profile): ProfileValues => ({ zhName: p.zhName, mobile: p.mobile, email: p.email });

/** My profile (spec 2.11 'my account'): zhName, mobile and e-mail; the account name is read-only. */
export function UserProfile({ onProfileSave }: UserProfileProps) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [values, setValues] = useState<ProfileValues>({ zhName: '', mobile: '', email: '' });
  const [errors, setErrors] = useState<ProfileErrors & { form?: string }>({});
  const [saved, setSaved] = useState('');
  const mine = useResource(() => createItemResource({ load: async () => unwrap(await getProfile()) }));
  const { data: loaded, error: loadError } = useStore(mine.$state);
  const save = useMutation(updateProfile);
  const busy = save.sending;

  useEffect(() => {
    if (!loaded) return;
    setProfile(loaded);
    setValues(valuesOf(loaded));
  }, [loaded]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !profile) return;
    const found = checkProfile(values, profile);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const changes = changedFields(values, valuesOf(profile));
    if (!Object.keys(changes).length) return setSaved('資料沒有變更。');
    const result = await save.send(changes);
    if (!result.ok) {
      const placed = placeServerError(result, FIELDS);
      setErrors(placed.field ? { [placed.field]: placed.message } : { form: placed.message });
      return;
    }
    setProfile(result.data);
    setValues(valuesOf(result.data));
    setSaved('個人資料已更新。');
    showToast('個人資料已更新。', 'success');
    onProfileSave?.(valuesOf(result.data));
    // The header's zhName comes from the id token: a refresh brings the new one.
    void refreshIdentity();
  }

  const set = (key: Key) => (event: { target: { value: string } }) => {
    setValues({ ...values, [key]: event.target.value });
    setSaved('');
  };

  return (
    <>
      <style>{uiCss(ACCOUNT_FORM_CSS, SPINNER_CSS, '.readonly dt { color: var(--_muted); } .readonly { display: grid; grid-template-columns: max-content 1fr; gap: var(--_space-2) var(--_space-4); margin: 0 0 var(--_space-4); } .readonly dd { margin: 0; font-weight: 600; }')}</style>
      <form className="account-card" part="base" onSubmit={submit} noValidate aria-labelledby="profile-title">
        <h2 id="profile-title">個人資料</h2>
        {loadError && <ResourceError message={loadError} onRetry={mine.reload} small={false} />}
        {!profile && !loadError && <LoadingState text="讀取個人資料…" />}
        {profile && (
          <>
            <dl className="readonly">
              <dt>帳號</dt><dd>{profile.name}</dd>
              <dt>所屬企業</dt><dd>{profile.enterpriseName}</dd>
              <dt>身分</dt><dd>{roleLabel(profile.role)}{profile.departmentName ? `（${profile.departmentName}）` : ''}</dd>
            </dl>
            {saved && <Notice tone="success"><p>{saved}</p></Notice>}
            <FormAlert>{errors.form}</FormAlert>
            <TextInput label="姓名" required name="zhName" autoComplete="name" maxLength={30} value={values.zhName} error={errors.zhName} onChange={set('zhName')} />
            <TextInput label="手機號碼" required name="mobile" type="tel" inputMode="numeric" autoComplete="tel" maxLength={10}
              hint="例如 0912345678" value={values.mobile} error={errors.mobile} onChange={set('mobile')} />
            <TextInput label="電子郵件" required={!!profile.email} name="email" type="email" autoComplete="email" maxLength={100}
              value={values.email} error={errors.email} onChange={set('email')} />
            <Button type="submit" variant="primary" loading={busy}>{busy ? '儲存中…' : '儲存'}</Button>
          </>
        )}
      </form>
    </>
  );
}
