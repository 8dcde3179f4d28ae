import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { ItemResource } from '../../../../core/resource';
import { Card } from '../card';
import { ResourceView } from '../resource-view';

/** One line of a detail panel: a label and how to show the value from the item. */
export interface DetailItem<T> {
  label: string;
  value: (item: T) => ReactNode;
}

export interface DetailPanelProps<T> {
  heading: string;
  headingLevel?: 2 | 3 | 4;
  /** The item (core createItemResource); it loads when the panel shows. */
  resource: ItemResource<T>;
  items: readonly DetailItem<T>[];
  /** Buttons beside the heading (編輯, …). */
  actions?: ReactNode;
  /** Shown for an empty value (null, undefined, ''); default —. */
  blank?: string;
  loadingText?: string;
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * One record as label/value pairs (a description list) in a panel, with its loading state and its
 * error with 重試. A reload keeps the last values on screen.
 */
export function DetailPanel<T>({ heading, headingLevel = 2, resource, items, actions, blank = '—', loadingText }: DetailPanelProps<T>) {
  const state = useStore(resource.$state);
  return (
    <Card variant="panel" heading={heading} headingLevel={headingLevel} actions={actions}>
      <ResourceView state={state} onRetry={resource.reload} loadingText={loadingText} errorClassName="detail-error">
        {(data) => (
          <dl className="detail-list" aria-busy={state.loading || undefined}>
            {items.map((item) => {
              const value = item.value(data);
              return (
                <div key={item.label} className="detail-row">
                  <dt>{item.label}</dt>
                  <dd>{isBlank(value) ? blank : value}</dd>
                </div>
              );
            })}
          </dl>
        )}
      </ResourceView>
    </Card>
  );
}
