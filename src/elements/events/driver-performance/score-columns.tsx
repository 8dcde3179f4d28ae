import type { DriverScore } from '../../../core/api/contract/score';
import { durationText } from '../../../core/performance';
import type { DataTableColumn } from '../../shared/ui';

const km = (meters: number) => (meters / 1000).toLocaleString('zh-TW', { maximumFractionDigits: 1 });

/** The driving-score list's columns (driving-score/v0/list): best first, as the server ranks them. */
export const SCORE_COLUMNS: readonly DataTableColumn<DriverScore>[] = [
  { key: 'driverName', header: '駕駛', cell: (s) => <span className="nowrap">{s.driverName || '—'}</span> },
  { key: 'score', header: '評分', cell: (s) => <strong>{s.score}</strong> },
  { key: 'days', header: '結算天數', cell: (s) => s.days },
  { key: 'journeyCount', header: '行程數', cell: (s) => s.journeyCount.toLocaleString('zh-TW') },
  { key: 'distance', header: '里程 (公里)', cell: (s) => km(s.distance) },
  { key: 'drivingSeconds', header: '行駛時間', cell: (s) => <span className="nowrap">{durationText(s.drivingSeconds)}</span> },
  { key: 'eventCount', header: '駕駛事件', cell: (s) => s.eventCount.toLocaleString('zh-TW') },
];
