import { createElement } from 'react';
import { navigate, type RouteLocation } from '../../core/navigation';
import { attributeValues, linkApplies, linkTarget, remountKey, replacesEntry, stepLinkTarget, type AttributeValues, type PageElement } from '../../core/pages/page-wiring';
import { LINK_ACTIONS } from './link-actions';
import { QUERY_SOURCES } from './query-sources';
import { pathOfFlowStep } from './step-flows';

/**
 * One declared element: its attributes read from the route, each declared event opening its page
 * (pathOf; after its `before` action), keyed so a change of a `remount` attribute mounts a fresh one.
 */
export function DeclaredElement({ declared, params, location, given }: {
  declared: PageElement;
  params: Readonly<Record<string, string | undefined>>;
  location: RouteLocation;
  /** Attributes the page gives beside the route's (the car an app's hand-off brought). */
  given?: AttributeValues;
}) {
  const values = { ...attributeValues(declared.attributes, params, location.query), ...given };
  const listeners = Object.fromEntries(Object.entries(declared.events ?? {}).map(([name, link]) => [
    `on${name}`,
    (event: CustomEvent) => {
      if (!linkApplies(link, event.detail)) return;
      if ('toStepOf' in link) {
        void navigate(stepLinkTarget(link, event.detail, pathOfFlowStep), { replace: replacesEntry(link, event.detail) });
        return;
      }
      if (link.before) LINK_ACTIONS[link.before]();
      void navigate(linkTarget(link, event.detail, location, QUERY_SOURCES), { replace: replacesEntry(link, event.detail) });
    },
  ]));
  return createElement(declared.element, { ...values, ...listeners, key: remountKey(declared, values) });
}
