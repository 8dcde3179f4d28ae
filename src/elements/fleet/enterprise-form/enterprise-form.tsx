import { useState } from 'react';
import { getEnterprise } from '../../../core/api/enterprise';
import { enterprise as enterpriseApi, type Enterprise } from '../../../core/api/contract/enterprise';
import { formatTaipei } from '../../../core/format';
import { createMutation, unwrap } from '../../../core/resource';
import { refreshIdentity } from '../../../core/session';
import { Notice, NOTICE_CSS } from '../../shared/account/notices';
import { SPINNER_CSS, uiCss } from '../../shared/ui';
import { EndpointForm, ItemForm, PAGE_KIT_CSS } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { changedFields, enterpriseFields, valuesOf, type EnterpriseFormValues } from './enterprise-fields';
import { saveEnterprise } from './save-enterprise';

export interface EnterpriseFormProps {
  /** After a save: the enterprise's name and code as saved. */
  onEnterpriseSave?: (detail: { name: string; code: string }) => void;
}

/** Fleet data (spec 2.11, 7.4; /enterprise, P_P10): the enterprise's counts, its data and its code. */
export function EnterpriseForm({ onEnterpriseSave }: EnterpriseFormProps) {
  const [notice, setNotice] = useState('');
  const mutation = useResource(() => createMutation(
    ({ values, before }: { values: EnterpriseFormValues; before: Enterprise }) => saveEnterprise(changedFields(values, valuesOf(before)), before),
  ));

  return (
    <>
      <style>{uiCss(...PAGE_KIT_CSS, SPINNER_CSS, NOTICE_CSS, ENTERPRISE_CSS)}</style>
      <section className="enterprise" part="base" aria-labelledby="enterprise-title">
        <h2 id="enterprise-title">車隊資料</h2>
        <ItemForm load={async () => unwrap(await getEnterprise())} loadingText="讀取車隊資料…">
          {(current, item) => current && (
            <>
              <dl className="stats" aria-label="車隊概況">
                <div><dt>車輛</dt><dd>{current.stats.cars}</dd></div>
                <div><dt>納管車輛</dt><dd>{current.stats.managedCars}</dd></div>
                <div><dt>駕駛</dt><dd>{current.stats.drivers}</dd></div>
                <div><dt>帳號</dt><dd>{current.stats.users}</dd></div>
                <div><dt>建立日期</dt><dd>{formatTaipei(current.createdAt, 'YYYY-MM-DD')}</dd></div>
              </dl>
              {notice && <Notice tone="success"><p>{notice}</p></Notice>}
              <EndpointForm key={current.uid} label="車隊資料" endpoint={enterpriseApi.update} fields={enterpriseFields(valuesOf(current))}
                initialValues={valuesOf(current)} mutation={mutation} guardLeave toInput={(values) => ({ values, before: current })}
                onSuccess={(data: Enterprise) => {
                  item.replace(data);
                  setNotice('車隊資料已更新。');
                  onEnterpriseSave?.({ name: data.name, code: data.code });
                  // The header's enterprise name comes from the id token, as the user's own name does.
                  if (data.name !== current.name) void refreshIdentity();
                }} />
            </>
          )}
        </ItemForm>
      </section>
    </>
  );
}

const ENTERPRISE_CSS = `
:host { display: block; }
.enterprise { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-1); padding: var(--_space-4); max-width: 760px; }
.enterprise h2 { margin: 0 0 var(--_space-3); font-size: 1.25em; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(110px, 1fr)); gap: var(--_space-2); margin: 0 0 var(--_space-4); }
.stats div { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-2); min-width: 0; }
.stats dt { color: var(--_muted); font-size: 0.9em; }
.stats dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.code-field { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--_space-2); }
.code-field > .field { flex: 1 1 200px; min-width: 0; }
.code-field > .btn { margin-bottom: var(--_space-4); }
`;
