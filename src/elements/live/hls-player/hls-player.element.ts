import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { HlsPlayer } from './hls-player';

/**
 * `<fms-hls-player src="…/index.m3u8?token=…" label="前鏡頭 即時影像">`: plays one HLS stream
 * with hls.js (loaded on first use; native HLS only where MediaSource is missing). A fatal error
 * shows 無影像 with the reason in Traditional Chinese and a 重試 button; removing the element or
 * changing `src` destroys the hls.js instance.
 *
 * Attributes: `src` (playlist url, token included), `label` (the video's accessible name),
 * `sound` (boolean: unmuted; muted by default so autoplay is allowed).
 * Events: none.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the player box), `video` (always present).
 */
export const FmsHlsPlayer = toElement(HlsPlayer, {
  shadow: 'open',
  props: { src: 'string', label: 'string', sound: 'boolean' },
});

defineElement('fms-hls-player', FmsHlsPlayer);
