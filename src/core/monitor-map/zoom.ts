/**
 * From this zoom on the fleet map draws every truck on its own: no cluster bubbles below it for a
 * large fleet, labels for up to MAX_LABELS trucks at it (labels.ts). The manual quotes it.
 */
export const INDIVIDUAL_ZOOM = 12;
