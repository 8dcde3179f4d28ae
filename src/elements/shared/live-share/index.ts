/** Expiring live-share links from the console (issue 27, 4): the button, its dialog and the enterprise's list. */
export { LiveShareButton } from './share-button';
export { useCanShareLive } from './can-share';
