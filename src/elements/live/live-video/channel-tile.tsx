import { useState } from 'react';
import '../hls-player/hls-player.element';
import type { DvrChannel } from '../../../core/api/contract/dvr';
import { NoVideo } from '../../shared/fleet/no-video';
import { StatusTag } from '../../shared/ui';
import { useLiveStream } from './use-live-stream';

export interface ChannelTileProps {
  channel: DvrChannel;
  carNo: string;
}

/**
 * One live DVR channel: its name and state, then the player of its ASK_EVENT stream, or 無影像
 * with the reason and 重試 (which asks the stream server again).
 */
export function ChannelTile({ channel, carNo }: ChannelTileProps) {
  const [round, setRound] = useState(0);
  // 重試 on an offline channel asks anyway: the list's online flag may lag the truck by a moment.
  const stream = useLiveStream(channel.udid, channel.index, channel.online || round > 0, round);
  const name = `${channel.name}（CH${channel.index}）`;
  return (
    <figure className="tile" aria-label={[carNo, name].filter(Boolean).join(' ')}>
      <figcaption className="tile-head">
        <span className="tile-name">{name}</span>
        <StatusTag tone={channel.online ? 'success' : 'neutral'}>{channel.online ? '連線中' : '離線'}</StatusTag>
      </figcaption>
      {stream.kind === 'asking' && <div className="tile-wait" role="status">影像要求中…</div>}
      {stream.kind === 'none' && <NoVideo reason={stream.reason} onRetry={() => setRound((n) => n + 1)} />}
      {stream.kind === 'play' && <fms-hls-player src={stream.url} label={[carNo, channel.name, '即時影像'].filter(Boolean).join(' ')} />}
    </figure>
  );
}
