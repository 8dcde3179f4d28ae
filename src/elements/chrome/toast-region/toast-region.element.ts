import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { PageToasts } from './toast-region';

/**
 * `<fms-toast-region>`: the short messages elements show after an action (已儲存…, 已刪除…), in the
 * corner of the viewport: info and success in a polite live region, errors in an assertive one.
 * Every console layout has one. Elements that show toasts also carry a region of their own for a
 * page without this one; of all the regions on a page exactly one shows the toasts, this one first.
 *
 * Attributes: none.
 * Events: none.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the wrapper of the two live regions, fixed at the bottom right).
 */
export const FmsToastRegion = toElement(PageToasts, { shadow: 'open', props: {} });

defineElement('fms-toast-region', FmsToastRegion);
