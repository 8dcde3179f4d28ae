import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { drivingScore, type SettleDay } from '../../../core/api/contract/score';
import { scoreDaysToSettle, settleScores } from '../../../core/api/score';
import { daysSettledSince, settledJobOf, settleProgress, settleSummary, type ScorePeriod, type SettleJob } from '../../../core/performance';
import { messageOf, type ItemResource } from '../../../core/resource';
import { onLiveEvent } from '../../../core/sockets';
import { Button, LoadingState, showToast, ResourceError } from '../../shared/ui';
import { useCanCall } from '../../shared/ui/page-kit';
import { useLatest } from '../../shared/ui/use-resource';

/** How often the fallback asks can-be-settled while the category 8 notification has not come. */
export const SETTLE_POLL_MS = 3000;
/** The fallback gives up after this many asks; the job stays on the server. */
const SETTLE_POLLS = 40;

export interface SettlePanelProps {
  period: ScorePeriod;
  /** can-be-settled of the period (the element reloads it on a period change). */
  days: ItemResource<SettleDay[]>;
  /** The job is done: the scores and charts are to be read again. */
  onSettled: () => void;
}

const lastSettled = (days: readonly SettleDay[] | null) => Math.max(0, ...(days ?? []).map((d) => d.settledAt ?? 0));

/**
 * Whether the period can be settled (driving-score/v0/can-be-settled) and settling it as a job
 * (settle-job): a progress bar while it runs, done on the category 8 notification naming the job
 * (spec 9), or, if that does not come, when can-be-settled shows its days settled again.
 */
export function SettlePanel({ period, days, onSettled }: SettlePanelProps) {
  const { data, loading, error } = useStore(days.$state);
  const canSettle = useCanCall(drivingScore.settleJob);
  const [job, setJob] = useState<SettleJob>({ phase: 'idle' });
  const headingId = useId();
  const settled = useLatest(onSettled);
  const summary = data ? settleSummary(data) : null;

  // A new period starts over.
  useEffect(() => setJob({ phase: 'idle' }), [period.startDate, period.endDate]);

  // The event stream is followed while the panel shows, not only once the job is taken: the
  // server may notify before its answer to settle-job arrives.
  const finished = useRef(new Set<string>());
  useEffect(() => onLiveEvent((event) => {
    const jobUid = settledJobOf(event);
    if (!jobUid) return;
    finished.current.add(jobUid);
    setJob((j) => (j.phase === 'waiting' && j.jobUid === jobUid ? doneOf(j) : j));
  }), []);

  // The fallback when no notification comes: ask can-be-settled until the job's days are settled.
  const waiting = job.phase === 'waiting' ? job : null;
  useEffect(() => {
    if (!waiting) return undefined;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls > SETTLE_POLLS) {
        clearInterval(timer);
        setJob({ phase: 'failed', message: '尚未收到結算完成通知，請稍後重新整理查看結果。' });
        return;
      }
      void scoreDaysToSettle(waiting.period).then((body) => {
        if (body.status !== 0 || !body.data || !daysSettledSince(body.data, waiting.days, waiting.since)) return;
        setJob((j) => (j.phase === 'waiting' && j.jobUid === waiting.jobUid ? doneOf(j) : j));
      });
    }, SETTLE_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  useEffect(() => {
    if (job.phase !== 'done') return;
    showToast(`結算完成：${job.days.length} 天、${job.drivers} 位駕駛`, 'success');
    settled.current();
  }, [job, settled]);

  async function start() {
    const since = lastSettled(data) + 1;
    const asked = { ...period };
    setJob({ phase: 'sending' });
    const body = await settleScores(asked);
    if (body.status !== 0 || !body.data) {
      setJob({ phase: 'failed', message: messageOf(body, '結算失敗，請稍後再試。') });
      return;
    }
    const taken: SettleJob = { phase: 'waiting', jobUid: body.data.jobUid, days: body.data.days, drivers: body.data.drivers, period: asked, since };
    setJob(finished.current.has(taken.jobUid) ? doneOf(taken) : taken);
  }

  const busy = job.phase === 'sending' || job.phase === 'waiting';
  return (
    <section className="settle-panel" aria-labelledby={headingId} part="settle">
      <h3 id={headingId}>結算駕駛數據</h3>
      {loading && !data && <LoadingState text="讀取結算狀態…" />}
      {error && <ResourceError className="load-error" message={error} onRetry={days.reload} />}
      {summary && <p className="settle-summary" data-can-settle={summary.canSettle}>{`${period.startDate} 至 ${period.endDate}：${summary.text}`}</p>}
      {canSettle && summary && (
        <Button variant="primary" disabled={!summary.canSettle || busy} onClick={() => void start()}>
          {summary.unsettled.length || !summary.ready.length ? '結算此期間' : '重新結算此期間'}
        </Button>
      )}
      {job.phase !== 'idle' && job.phase !== 'failed' && (
        <div className="settle-progress">
          <progress aria-label="結算進度" max={100} value={settleProgress(job)} />
          <p role="status">{statusText(job)}</p>
        </div>
      )}
      {job.phase === 'failed' && <p role="alert" className="settle-error">{job.message}</p>}
    </section>
  );
}

const doneOf = (j: Extract<SettleJob, { phase: 'waiting' }>): SettleJob => ({ phase: 'done', jobUid: j.jobUid, days: j.days, drivers: j.drivers });

function statusText(job: SettleJob): string {
  if (job.phase === 'sending') return '結算中：送出結算工作…';
  if (job.phase === 'waiting') return `結算中：工作 ${job.jobUid} 執行中，等待完成通知…`;
  if (job.phase === 'done') return `結算完成：${job.days.length} 天、${job.drivers} 位駕駛`;
  return '';
}
