/** Recorded video (spec 2.11 'Video history', 3 'Video record', 7.11, 9): pure rules of the request and its range. */
export { RETENTION_DAYS_DEFAULT } from './limits';
export { checkVideoRange, videoDayBounds, videoDayOf, videoDayRange, videoRangeLabel, type VideoRangeCheck, type VideoRangeDraft, type VideoRangeField } from './range';
export {
  isFollowing, linkExpired, nextVideoRequestState, pollDelay, readyRecordOf, stateOfRecord, VIDEO_REQUEST_IDLE, videoDialogOf, videoStatusLabel,
  type VideoDialogKind, type VideoRequestEvent, type VideoRequestState,
} from './request-state';
export { fileSizeLabel } from './size';
