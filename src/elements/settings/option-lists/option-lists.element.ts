import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { OptionLists } from './option-lists';

/**
 * `<fms-option-lists>`: the enterprise's option lists (POST options/v0/list, options/v0, PUT
 * options/v0/{uid}, DELETE options/v0; changes need P_P10) in tabs: 部門, 任務種類 and 保養項目.
 * Add, rename and delete; a department still used by cars or accounts says by which ones before
 * anything goes. Each change refreshes the shared option stores, so every other select shows it.
 *
 * Attributes: `kind` — the tab shown first: department (default), task or maintenance.
 * Events: none.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the option-lists section), `table` (the options table).
 */
export const FmsOptionLists = toElement(OptionLists, {
  shadow: 'open',
  props: { kind: 'string' },
});

defineElement('fms-option-lists', FmsOptionLists);
