import { useState } from 'react';
import type { CarRow } from '../../../core/api/contract/cars';
import type { VoiceMessage } from '../../../core/api/contract/voice';
import { formatTaipei } from '../../../core/format';
import { Badge, Button, DataTable, EmptyState, Select, type DataTableColumn } from '../../shared/ui';
import { useClipPlayer } from './use-clip-player';
import { useVoiceList, type VoiceFilter } from './use-voice-list';
import { VOICE_DIRECTION_LABELS } from '../../../core/api/contract/vocabulary/people';
import { choicesOf } from '../../../core/catalogue/lookup';

export interface VoiceListProps {
  cars: readonly CarRow[];
  /** Bumped by the parent after a send, to reload the list. */
  round: number;
}

const DIRECTIONS = choicesOf(VOICE_DIRECTION_LABELS);

/** The messages exchanged with the fleet: filter by car and direction, page, and play each. */
export function VoiceList({ cars, round }: VoiceListProps) {
  const [filter, setFilter] = useState<VoiceFilter>({ carUid: '', direction: '' });
  const list = useVoiceList(filter, round);
  const player = useClipPlayer();

  const columns: DataTableColumn<VoiceMessage>[] = [
    { key: 'time', header: '時間', cell: (m) => <span className="nowrap">{formatTaipei(m.createdAt, 'YYYY/MM/DD HH:mm:ss')}</span> },
    { key: 'car', header: '車號', cell: (m) => m.carNo },
    { key: 'direction', header: '方向', cell: (m) => (m.direction === 'toCar' ? '傳給車輛' : '來自車輛') },
    { key: 'speaker', header: '說話者', cell: (m) => m.speaker },
    { key: 'length', header: '長度', align: 'end', cell: (m) => `${m.durationSeconds.toFixed(1)} 秒` },
    {
      key: 'state', header: '狀態', cell: (m) => (m.direction === 'fromCar' && !m.listened && player.current !== m.uid
        ? <Badge tone="warning">未收聽</Badge> : <span className="muted">已收聽</span>),
    },
    {
      key: 'play', header: '播放', cell: (m) => (player.current === m.uid
        ? <Button small onClick={player.stop} aria-label={`停止播放 ${m.carNo} ${formatTaipei(m.createdAt, 'HH:mm:ss')} 的語音`}>停止</Button>
        : <Button small loading={player.loading === m.uid} onClick={() => void player.play(m.uid)}
          aria-label={`播放 ${m.carNo} ${formatTaipei(m.createdAt, 'HH:mm:ss')} 的語音`}>播放</Button>),
    },
  ];

  return (
    <section className="voice-list" aria-labelledby="voice-list-title">
      <h3 id="voice-list-title">語音訊息紀錄</h3>
      <form className="voice-filters" role="search" aria-label="篩選語音訊息" onSubmit={(e) => e.preventDefault()}>
        <Select label="車輛" name="car" value={filter.carUid} placeholder="全部車輛"
          options={cars.map((c) => ({ value: c.uid, label: c.carNo }))}
          onChange={(e) => setFilter({ ...filter, carUid: e.target.value })} />
        <Select label="方向" name="direction" value={filter.direction} placeholder="全部方向" options={DIRECTIONS}
          onChange={(e) => setFilter({ ...filter, direction: e.target.value as VoiceFilter['direction'] })} />
        <Button small onClick={() => void list.reload()}>重新整理</Button>
      </form>
      <div className="now-playing" hidden={!player.current}>
        <audio ref={player.audio} controls aria-label="語音播放" onEnded={player.stop} />
      </div>
      {player.error && <p className="recorder-alert" role="alert">{player.error}</p>}
      <DataTable ariaLabel="語音訊息列表" columns={columns} rows={list.page.rows} rowKey={(m) => m.uid} loading={list.loading}
        error={list.error || undefined} onRetry={() => void list.reload()}
        empty={<EmptyState heading="尚無語音訊息" description="錄一段語音傳給車輛，或等待駕駛回覆。" />}
        paging={{ offset: list.page.offset, limit: list.page.limit, total: list.page.total, onPageChange: (o, l) => void list.changePage(o, l) }} />
    </section>
  );
}
