/** Track playback and journeys (issue 13, spec 2.11 'History'): pure rules, no DOM. */
export { buildTrack, indexAtOrBefore, positionAt, trackSpan, type Track, type TrackPosition } from './track';
export { bandOf, bandRuns, SPEED_BANDS, type SpeedBand } from './speed-bands';
export { DEFAULT_STOP_RULES, detectStops, formatStopDuration, type StopRules, type TrackStop } from './stops';
export { distanceMeters, mercator } from './geo';
export { projectTrack, simplifyForZoom, type ProjectedTrack } from './simplify';
export { detailZooms, keptAtZoom, NEVER } from './detail-levels';
export {
  DRAW_TOLERANCE_PX, parseBody, prepareColumns, prepareTrack, trackAnswerOf, trackAnswerOfBytes, transferablesOf, type JourneyTrack, type PreparedTrack,
} from './track-answer';
export { scanJourneyAnswer } from './track-scan';
export { journeyTrack, readTrackAnswer } from './read-track-answer';
export {
  advance, initialPlayback, isPlaybackSpeed, journeyAt, needsRecentre, pause, play, PLAYBACK_SPEEDS, replayStartOf, seek, setSpeed,
  type PlaybackSpeed, type PlaybackState,
} from './playback';
export { dayRangeOf, daysQuery, givenDays, journeyEnd, journeyTime, todayFilters, type DayFilters } from './range';
export { $historyDays, chooseHistoryDays } from './chosen-days';
