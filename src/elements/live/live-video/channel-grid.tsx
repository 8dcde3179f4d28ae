import { useEffect, useState } from 'react';
import type { DvrChannel } from '../../../core/api/contract/dvr';
import { Segmented } from '../../shared/fleet/segmented';
import { Button } from '../../shared/ui';
import { ChannelTile } from './channel-tile';

export type GridLayout = 1 | 2 | 4;
export const GRID_LAYOUTS: readonly GridLayout[] = [1, 2, 4];
const LAYOUT_OPTIONS = GRID_LAYOUTS.map((n) => ({ value: n, label: `${n} 畫面` }));

/** Reads a layout attribute; anything else is 4 (the most at once). */
export function parseLayout(value: string | undefined): GridLayout {
  const n = Number(value);
  return n === 1 || n === 2 || n === 4 ? n : 4;
}

export interface ChannelGridProps {
  channels: readonly DvrChannel[];
  carNo: string;
  layout: GridLayout;
  onLayoutChange: (layout: GridLayout) => void;
}

/**
 * Several channels at once: 1, 2 or 4 tiles, paged by that many when the DVR has more. Players
 * of the channels not shown are unmounted, so they stop streaming.
 */
export function ChannelGrid({ channels, carNo, layout, onLayoutChange }: ChannelGridProps) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(channels.length / layout));
  useEffect(() => setPage(0), [channels, layout]);
  const shown = channels.slice(page * layout, page * layout + layout);

  return (
    <div className="grid-wrap">
      <div className="grid-bar">
        <Segmented label="分割畫面" options={LAYOUT_OPTIONS} value={layout} onValueChange={onLayoutChange} />
        {pages > 1 && (
          <div className="grid-pages">
            <Button small disabled={page === 0} onClick={() => setPage(page - 1)}>上一組</Button>
            <span aria-live="polite">{`第 ${page + 1} / ${pages} 組`}</span>
            <Button small disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>下一組</Button>
          </div>
        )}
      </div>
      <div className={`grid grid-${layout}`}>
        {shown.map((channel) => <ChannelTile key={`${channel.udid}@${channel.index}`} channel={channel} carNo={carNo} />)}
      </div>
    </div>
  );
}
