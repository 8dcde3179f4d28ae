import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { VoiceMessagePanel } from './voice-message';

/**
 * `<fms-voice-message>`: voice messages with the fleet (spec 2.11 'Voice messages', P_P20).
 * Record in the browser (MediaRecorder; record / stop with a timer, stopped at 60 s; a preview
 * before sending) or choose an audio file when the microphone is refused or missing; send it to
 * one or more trucks (POST voice/v0); list the messages exchanged (POST voice/v0/list) by car and
 * direction with paging, and play each (GET voice/v0/{uid}/audio with the bearer token, played
 * from a blob URL). A new-message notification (category 6 on /fms-event) refreshes the list.
 *
 * Attributes: `car-uid` (a car chosen at first).
 * Events: none.
 * CSS custom properties: `--fms-car-list-height`, and
 *   the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the voice section), `table` (the messages table).
 */
export const FmsVoiceMessage = toElement(VoiceMessagePanel, {
  shadow: 'open',
  props: { carUid: 'string' },
});

defineElement('fms-voice-message', FmsVoiceMessage);
