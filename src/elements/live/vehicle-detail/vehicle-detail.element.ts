import { toElement } from '../../shared/to-element';
import { wireCore } from '../../../core/wire';
import { defineElement } from '../../shared/define-element';
import { LiveVehicleDetail } from './live-vehicle-detail';

/**
 * `<fms-vehicle-detail car-uid="…">`: one truck's live details (position with its address, driver,
 * speed, last event, fences, attached devices) and links to its history, events, video and external
 * devices. Reads /fms-monitor through the core, so the page must be signed in. The monitor map
 * composes it beside its map with the follow switch and a close button.
 *
 * Attributes: `car-uid`; `followable` (boolean: show the follow switch), `following` (boolean: its
 * state, set by the host); `closable` (boolean: show a close button).
 * Events: `followchange` — detail {carUid, following}, when the user flips the switch (the host
 * decides and sets `following`); `detailclose` — detail {carUid}, when the user closes the panel;
 * `navrequest` — detail {path, query?, carUid}, cancellable, from its page links when embedded.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the detail section, or the message shown instead).
 */
export const FmsVehicleDetail = toElement(LiveVehicleDetail, {
  shadow: 'open',
  props: { carUid: 'string', followable: 'boolean', following: 'boolean', closable: 'boolean' },
  events: { onFollowChange: { bubbles: true, composed: true }, onDetailClose: { bubbles: true, composed: true } },
});

wireCore();
defineElement('fms-vehicle-detail', FmsVehicleDetail);
