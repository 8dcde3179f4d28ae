/**
 * The page a live-share link opens (issue 27, 4): `/live-share.html?share=<token>`, signed out. A
 * plain HTML host of `<fms-live-share>`, as a partner's page would be: no console, no session; the
 * token in the address is the whole capability, handed to the element.
 */
import { liveShareTokenOf } from '../../src/core/live-share';
import '../../src/elements/live/live-share/live-share.element';

document.querySelector('fms-live-share')?.setAttribute('share', liveShareTokenOf(window.location.search));
