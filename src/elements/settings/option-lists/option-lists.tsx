import { useState } from 'react';
import type { OptionCategory } from '../../../core/api/contract/options';
import { SPINNER_CSS, TABS_CSS, Tabs, uiCss } from '../../shared/ui';
import { PAGE_KIT_CSS } from '../../shared/ui/page-kit';
import { NOTICE_CSS } from '../../shared/account/notices';
import { OPTION_KINDS, OptionListPanel } from './option-list-panel';

export interface OptionListsProps {
  /** The kind shown first: department (default), task or maintenance. */
  kind?: string;
}

const isKind = (k: string | undefined): k is OptionCategory => OPTION_KINDS.some((o) => o.category === k);

/** The enterprise's option lists (spec 3 'Option', 7.4; page /setting): departments, task kinds, maintenance items. */
export function OptionLists({ kind }: OptionListsProps) {
  const [selected, setSelected] = useState<string>(isKind(kind) ? kind : 'department');
  return (
    <>
      <style>{uiCss(...PAGE_KIT_CSS, TABS_CSS, SPINNER_CSS, NOTICE_CSS, OPTION_LISTS_CSS)}</style>
      <section className="option-lists" part="base" aria-labelledby="option-lists-title">
        <h2 id="option-lists-title">選項清單</h2>
        <Tabs ariaLabel="選項種類" selectedKey={selected} onTabChange={setSelected}
          tabs={OPTION_KINDS.map((k) => ({ key: k.category, label: k.label, panel: <OptionListPanel {...k} /> }))} />
      </section>
    </>
  );
}

const OPTION_LISTS_CSS = `
:host { display: block; }
.option-lists { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-1); padding: var(--_space-4); min-width: 0; }
.option-lists > h2 { margin: 0 0 var(--_space-3); font-size: 1.25em; }
.option-name { overflow-wrap: anywhere; }
.usage { margin: var(--_space-2) 0 0; padding-left: 1.2em; overflow-wrap: anywhere; }
form .form-actions { display: flex; justify-content: flex-end; gap: var(--_space-2); margin-top: var(--_space-3); }
`;
