/** Pieces the recorded-video elements share (fms-video-history, fms-video-requests): not an element. */
export { RecordActions, RECORD_ACTIONS_CSS, DOWNLOAD_WORDS, type RecordActionsProps } from './record-actions';
export { RecordedPlayer, RECORDED_PLAYER_CSS } from './recorded-player';
export { VideoDialog, type VideoDialogProps } from './video-dialogs';
export { useVideoRequest, type VideoRequestFollow } from './use-video-request';
export { recordName } from './record-name';
