import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { OpsSidebar } from './ops-sidebar';

/**
 * `<fms-ops-sidebar ops-url="carUid=…&token=…">`: the lightweight ops layout's sidebar (spec 2.8),
 * four links to `{ops host}/individual/{path}?{opsUrl}` (monitor, schedule, drivingReport,
 * deviceInfo), sanitised with DOMPurify to an anchor with an href.
 *
 * Attributes: `ops-url` (the query string; without it, the shared `$opsUrl` store of
 *   `ops-links.ts`, set with `setOpsUrl`). The host is the console config's `hosts.ops`.
 * Events: none.
 * CSS custom properties: `--fms-ops-sidebar-background` (#15324b), `--fms-ops-sidebar-color` (#fff),
 *   and the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the nav landmark), `nav` (the same landmark, its earlier name).
 */
export const FmsOpsSidebar = toElement(OpsSidebar, { shadow: 'open', props: { opsUrl: 'string' } });

defineElement('fms-ops-sidebar', FmsOpsSidebar);
