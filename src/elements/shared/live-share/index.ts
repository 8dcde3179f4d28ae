/**
 * Expiring live-share links from the console (issue 27, 4): 即時分享, loaded lazily with its dialog
 * (the button itself is share-button.tsx; its dialog lists and revokes the enterprise's links).
 */
export { LiveShareEntry } from './lazy-button';
export { useCanShareLive } from './can-share';
