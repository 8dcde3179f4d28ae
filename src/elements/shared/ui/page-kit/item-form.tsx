import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { Fragment, useState, type ReactNode } from 'react';
import { createItemResource, type ItemState } from '../../../../core/resource';
import { ResourceError } from '../resource-view';
import { LoadingState } from '../spinner';
import { useResource } from '../use-resource';

export interface ItemFormOptions<R> {
  /** Reads the record to edit (throw, e.g. through unwrap, to show an error); null: a new record, nothing to read. */
  load: ((signal: AbortSignal) => Promise<R>) | null;
  /** Said while the record is read, e.g. 讀取任務…. */
  loadingText: string;
  /** Beside 重試 when the record cannot be read (e.g. a button back to the list). */
  errorActions?: ReactNode;
  /** The error when the load throws something other than an ApiError. */
  errorText?: string;
}

export interface ItemFormState<R> {
  /** The record as read, or as a save replaced it; null for a new record (and until it is read). */
  record: R | null;
  /** Whether the form may be shown: a new record, or the record read. */
  ready: boolean;
  /** What shows instead of the form: reading, or the load error with 重試; null once ready. */
  status: ReactNode;
  /** Changes when a save replaces the record: key the form with it, so it starts again from the saved record. */
  version: number;
  /** Reads the record again. */
  reload: () => Promise<void>;
  /** The server's answer to a save becomes the record (the form keeps editing it). */
  replace: (record: R) => void;
}

// A new record reads nothing: the form shows at once.
const NOTHING_TO_READ = atom<ItemState<null>>({ data: null, loading: false, error: '' });

/**
 * The record of a create-or-edit form (issue 24, 3): read once (or nothing for a new record), with
 * the console's loading text and the load error with 重試 said in one place; the form itself is an
 * EndpointForm whose `guardLeave` asks before unsaved changes are left.
 */
export function useItemForm<R>({ load, loadingText, errorActions, errorText }: ItemFormOptions<R>): ItemFormState<R> {
  const [editing] = useState(() => load !== null);
  const item = useResource(() => createItemResource<R | null>({ load: load ?? (async () => null), errorText }));
  const { data, loading, error } = useStore(editing ? item.$state : NOTHING_TO_READ);
  const [saved, setSaved] = useState<{ record: R; version: number } | null>(null);
  const record = saved?.record ?? data;
  const ready = !editing || record !== null;
  let status: ReactNode = null;
  if (!ready && error) {
    status = (
      <ResourceError className="detail-error item-form-error" message={error} onRetry={() => item.reload()} actions={errorActions} />
    );
  } else if (!ready && loading) {
    status = <LoadingState text={loadingText} />;
  }
  return {
    record,
    ready,
    status,
    version: saved?.version ?? 0,
    reload: item.reload,
    replace: (next) => setSaved((was) => ({ record: next, version: (was?.version ?? 0) + 1 })),
  };
}

export interface ItemFormProps<R> extends ItemFormOptions<R> {
  /** The form for the record (null: a new one), shown once it may be; started again after `replace`. */
  children: (record: R | null, form: ItemFormState<R>) => ReactNode;
}

/** useItemForm as a component: the reading or its error, then the form. */
export function ItemForm<R>({ children, ...options }: ItemFormProps<R>) {
  const form = useItemForm(options);
  if (!form.ready) return <>{form.status}</>;
  return <Fragment key={form.version}>{children(form.record, form)}</Fragment>;
}
