import { useState } from 'react';
import type { ResponseOf } from '../../../core/api/contract/endpoint';
import type { video } from '../../../core/api/contract/video';
import { checkSdCard } from '../../../core/api/video';
import { messageOf } from '../../../core/resource';
import { Button, FieldError, LoadingState } from '../../shared/ui';
import type { CarVideo } from './use-car-video';

type SdAnswer = ResponseOf<typeof video.checkSd>;
type SdResult = { kind: 'loading' } | { kind: 'done'; answer: SdAnswer } | { kind: 'failed'; message: string };

export interface SdCheckProps {
  carVideo: CarVideo;
  /** 'YYYY-MM-DD' */
  day: string;
  /** The start of that day in ms (the check's startTime). */
  dayStart: number;
  /** The user picked an hour with footage: the request form takes it. */
  onHourPick: (channel: number, hour: number) => void;
}

const hh = (hour: number) => String(hour).padStart(2, '0');

/**
 * The SD-card check of spec 2.11 and 3 (POST video-record/check/{carUid} {startTime, channel}): per
 * channel, on demand, the hours of the chosen day with footage; an hour with footage is a button
 * that fills the request form with that hour.
 */
export function SdCheck({ carVideo, day, dayStart, onHourPick }: SdCheckProps) {
  const [results, setResults] = useState<Record<string, SdResult>>({});
  const keyOf = (channel: number) => `${carVideo.carUid}|${day}|${channel}`;

  async function check(channel: number) {
    const key = keyOf(channel);
    setResults((was) => ({ ...was, [key]: { kind: 'loading' } }));
    const body = await checkSdCard(carVideo.carUid, { startTime: dayStart, channel });
    const result: SdResult = body.status === 0 && body.data
      ? { kind: 'done', answer: body.data }
      : { kind: 'failed', message: messageOf(body, '檢查 SD 卡失敗，請稍後再試。') };
    setResults((was) => ({ ...was, [key]: result }));
  }

  return (
    <section className="sd" aria-labelledby="sd-heading">
      <div className="sd-head">
        <h3 id="sd-heading">{`SD 卡錄影（${day}）`}</h3>
        <Button small onClick={() => carVideo.channels.forEach((c) => void check(c.index))}>檢查全部鏡頭</Button>
      </div>
      <ul className="sd-channels">
        {carVideo.channels.map((channel) => {
          const result = results[keyOf(channel.index)];
          const name = `${channel.name}（CH${channel.index}）`;
          return (
            <li key={channel.index} className="sd-channel">
              <div className="sd-channel-head">
                <span className="sd-name">{name}</span>
                <Button small loading={result?.kind === 'loading'} onClick={() => void check(channel.index)} aria-label={`檢查 SD 卡 ${name}`}>檢查 SD 卡</Button>
              </div>
              {result?.kind === 'loading' && <LoadingState text="檢查中…" />}
              {result?.kind === 'failed' && <FieldError>{result.message}</FieldError>}
              {result?.kind === 'done' && !result.answer.exists && <p className="sd-none" role="status">{`${name} 這天的 SD 卡沒有錄影。`}</p>}
              {result?.kind === 'done' && result.answer.exists && (
                <>
                  <p className="sd-summary" role="status">{`${name} 有 ${result.answer.hours.filter((h) => h.hasVideo).length} 小時的錄影，選擇時段即可調閱：`}</p>
                  <ol className="sd-hours" aria-label={`${name} 各小時錄影`}>
                    {result.answer.hours.map((h) => (
                      <li key={h.hour}>
                        {h.hasVideo
                          ? <button type="button" className="sd-hour has" aria-label={`調閱 ${name} ${hh(h.hour)}:00–${hh(h.hour + 1)}:00`}
                            onClick={() => onHourPick(channel.index, h.hour)}>{hh(h.hour)}</button>
                          : <span className="sd-hour" title={`${hh(h.hour)} 時無錄影`}>{hh(h.hour)}</span>}
                      </li>
                    ))}
                  </ol>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export const SD_CHECK_CSS = `
.sd { display: grid; gap: var(--_space-1); }
.sd-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_space-1); }
.sd h3 { margin: 0; font-size: 1em; }
.sd-channels { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-1); }
.sd-channel { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-1) var(--_space-2); display: grid; gap: var(--_space-1); min-width: 0; }
.sd-channel-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_space-1); }
.sd-name { font-weight: 600; }
.sd-none, .sd-summary { margin: 0; color: var(--_muted); }
.sd-hours { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(2.6em, 1fr)); gap: 4px; }
.sd-hour { display: block; width: 100%; box-sizing: border-box; text-align: center; padding: 4px 0; border-radius: var(--_radius-small);
  font: inherit; font-variant-numeric: tabular-nums; color: var(--_muted); background: var(--_surface-alt); border: 1px solid transparent; }
button.sd-hour { cursor: pointer; color: var(--_on-primary, #fff); background: var(--_success); }
button.sd-hour:hover { filter: brightness(1.1); }
button.sd-hour:focus-visible { outline: var(--_focus-ring); outline-offset: var(--_focus-offset); }
`;
