import { useId, useState, type FormEvent } from 'react';
import { Button } from '../button';
import { DatePicker } from '../date-picker';
import type { ListParam } from '../../../../core/navigation/list-url';
import { Select, TextInput, type SelectOption } from '../inputs';
import { FilterFold } from './filter-fold';
import { useChoices, type ChoiceSource } from './options';

/** One filter of a list page, declared once beside the columns. */
export type FilterField<F> =
  | { key: keyof F & string; label: string; kind: 'text'; placeholder?: string; maxLength?: number }
  | { key: keyof F & string; label: string; kind: 'select'; options: ChoiceSource; allLabel?: string }
  /** A day, held as 'YYYY-MM-DD' (two of them make a date range: 起日, 迄日). */
  | { key: keyof F & string; label: string; kind: 'date' };

/** The text of the filter inputs; an empty text means 'not filtered'. */
export type FilterDraft = Record<string, string>;

export interface FilterBarProps<F> {
  fields: readonly FilterField<F>[];
  /** The filters in force (the list resource's); the inputs start from them. */
  value: Partial<F>;
  /** 查詢 or 清除: the filters to apply, an emptied input as undefined. */
  onApply: (filters: Partial<F>) => void;
  /** Names the search form, e.g. 車輛篩選. */
  label: string;
  disabled?: boolean;
  /** What 清除 returns to and shows (e.g. the page's default days, so no range is left blank yet applied); empty without it. */
  clearTo?: Partial<F>;
}

function draftOf<F>(fields: readonly FilterField<F>[], value: Partial<F>): FilterDraft {
  return Object.fromEntries(fields.map((f) => [f.key, value[f.key] === undefined || value[f.key] === null ? '' : String(value[f.key])]));
}

/** The draft as filters: trimmed text, and undefined for an empty input so the call leaves it out. */
export function filtersOf<F>(fields: readonly FilterField<F>[], draft: FilterDraft): Partial<F> {
  return Object.fromEntries(fields.map((f) => [f.key, draft[f.key]?.trim() ? draft[f.key].trim() : undefined])) as Partial<F>;
}

/**
 * How the fields are kept in the URL (issue 24, 9): a select of fixed choices takes only those; one
 * whose choices come from a store, or are not there yet (an empty list), takes any plain id.
 */
export function listParamsOf<F>(fields: readonly FilterField<F>[]): ListParam[] {
  return fields.map((f): ListParam => {
    if (f.kind === 'text') return { key: f.key, kind: 'text', maxLength: f.maxLength };
    if (f.kind === 'date') return { key: f.key, kind: 'date' };
    return Array.isArray(f.options) && f.options.length > 0
      ? { key: f.key, kind: 'choice', values: (f.options as readonly SelectOption[]).map((o) => o.value) }
      : { key: f.key, kind: 'choice' };
  });
}

/** How many of the fields filter now (the 篩選 button's count). */
export function activeFilterCount<F>(fields: readonly FilterField<F>[], value: Partial<F>): number {
  return fields.filter((f) => value[f.key] !== undefined && value[f.key] !== null && String(value[f.key]).trim() !== '').length;
}

function ChoiceFilter({ label, source, allLabel, value, onChange, disabled }: {
  label: string; source: ChoiceSource; allLabel: string; value: string; onChange: (v: string) => void; disabled?: boolean;
}) {
  const { options, loading, error } = useChoices(source);
  return (
    <Select label={label} options={options} placeholder={loading ? '載入中…' : allLabel} value={value} disabled={disabled}
      error={error || undefined} onChange={(e) => onChange(e.target.value)} />
  );
}

/**
 * The filters above a list: text and select inputs, 查詢 applies them and 清除 empties them. It is
 * a search landmark whose inputs a keyboard user fills and sends with Enter. On a narrow list it
 * folds behind 篩選 (FilterFold) and folds again once applied.
 */
export function FilterBar<F>({ fields, value, onApply, label, disabled = false, clearTo }: FilterBarProps<F>) {
  const [draft, setDraft] = useState(() => draftOf(fields, value));
  const [open, setOpen] = useState(false);
  const idBase = useId();
  const set = (key: string, text: string) => setDraft((was) => ({ ...was, [key]: text }));
  // Applying folds a narrow list's filters again, so the rows they chose come into view.
  function apply(filters: Partial<F>) {
    setOpen(false);
    onApply(filters);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    apply(filtersOf(fields, draft));
  }
  function clear() {
    const empty = draftOf(fields, clearTo ?? {});
    setDraft(empty);
    apply(filtersOf(fields, empty));
  }
  return (
    <FilterFold activeCount={activeFilterCount(fields, value)} open={open} onOpenChange={setOpen}>
      <form className="filter-bar" role="search" aria-label={label} onSubmit={submit}>
        {fields.map((field) => (
          <div key={field.key} className="filter-field">
            {field.kind === 'date' && (
              <DatePicker id={`${idBase}-${field.key}`} label={field.label} value={draft[field.key] ?? ''} disabled={disabled}
                onValueChange={(v) => set(field.key, v)} />
            )}
            {field.kind === 'text' && (
                <TextInput id={`${idBase}-${field.key}`} type="search" label={field.label} placeholder={field.placeholder} maxLength={field.maxLength}
                  value={draft[field.key] ?? ''} disabled={disabled} onChange={(e) => set(field.key, e.target.value)} />
            )}
            {field.kind === 'select' && (
              <ChoiceFilter label={field.label} source={field.options} allLabel={field.allLabel ?? '全部'} value={draft[field.key] ?? ''}
                disabled={disabled} onChange={(v) => set(field.key, v)} />
            )}
          </div>
        ))}
        <div className="filter-actions">
          <Button type="submit" variant="primary" disabled={disabled}>查詢</Button>
          <Button onClick={clear} disabled={disabled}>清除</Button>
        </div>
      </form>
    </FilterFold>
  );
}
