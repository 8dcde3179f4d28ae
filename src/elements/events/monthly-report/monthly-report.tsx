import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { report as reportApi, type MonthlyReport as Report } from '../../../core/api/contract/report';
import { loadMonthlyReport, loadOwnReport, shareMonthlyReport } from '../../../core/api/report';
import { now as clockNow } from '../../../core/clock';
import { formatTaipei } from '../../../core/format';
import { addMonth, chosenMonth, monthLabel, monthOf, reportCards, shareLink } from '../../../core/report';
import { createItemResource, unwrap } from '../../../core/resource';
import { $isSignedIn } from '../../../core/session';
import {
  BUTTON_CSS, Button, DIALOG_CSS, EMPTY_STATE_CSS, EmptyState, FORM_CSS, LoadingState, SPINNER_CSS, Select, TextInput, showToast, uiCss, ResourceError,
} from '../../shared/ui';
import { useCanCall } from '../../shared/ui/page-kit';
import { useLatest, useMutation, useReloadOn, useResource } from '../../shared/ui/use-resource';
import { MONTHLY_REPORT_CSS } from './monthly-report.css';
import { ReportCardView } from './report-card';
import { ShareLinks, useShareLinks } from './share-links';

export interface MonthlyReportProps {
  /** The month 'YYYY-MM'; by default last month (from the clock). A shared link's own month wins. */
  month?: string;
  /** A share token (the `share` query value of a shared link): the report reads without signing in. */
  share?: string;
  /** The clock (ms); injectable for tests. */
  now?: () => number;
  /** The reader chose another month (the console keeps it in the URL). */
  onMonthChange?: (detail: { month: string }) => void;
}

/** Months a signed-in reader may pick: this month and the 23 before it, newest first. */
function monthOptions(current: string) {
  return Array.from({ length: 24 }, (_, i) => addMonth(current, -i)).map((m) => ({ value: m, label: monthLabel(m) }));
}


const NEEDS_LINK = '請登入，或開啟同事分享的報表連結，即可查看月營運報表。';

/**
 * The monthly operations report (spec 2.11: 13 report icons; spec 2.2 and 6: readable without identity
 * data). Signed in, it reads the enterprise's own month; 複製分享連結 makes a share link only when
 * pressed (issue 22, 22), and the links made so far are listed below with 撤銷, for those who may.
 */
export function MonthlyReport({ month, share, now = clockNow, onMonthChange }: MonthlyReportProps) {
  const signedIn = useStore($isSignedIn);
  const [picked, setPicked] = useState(() => chosenMonth(month, now()));
  useEffect(() => setPicked(chosenMonth(month, now())), [month]);
  /** The link made by the last 複製分享連結 of this month, shown under the header. */
  const [made, setMade] = useState<{ uid: string; url: string } | null>(null);
  const canShare = useCanCall(reportApi.share) && signedIn && !share;
  const canRevoke = useCanCall(reportApi.shares) && signedIn && !share;
  const shareLinks = useShareLinks();
  const makeLink = useMutation(shareMonthlyReport);
  const input = useLatest({ share, picked, signedIn });
  const resource = useResource(() => createItemResource<Report | null>({
    errorText: '讀取月營運報表失敗，請稍後再試。',
    async load(signal) {
      const { share: token, picked: m, signedIn: inSession } = input.current;
      if (token) return unwrap(await loadMonthlyReport(token, signal));
      if (!inSession) return null;
      return unwrap(await loadOwnReport(m, signal));
    },
  }));
  const state = useStore(resource.$state);
  useReloadOn(`${share ?? ''}|${share ? '' : picked}|${signedIn}`, resource.reload);
  useEffect(() => setMade(null), [picked, share]);

  const report = state.data;
  const cards = report ? reportCards(report) : [];
  const levels = report ? Object.entries(report.dtcLevels).sort(([a], [b]) => a.localeCompare(b)).map(([level, n]) => `${level} 級 ${n}`).join('・') : '';

  function choose(next: string) {
    setPicked(next);
    onMonthChange?.({ month: next });
  }

  async function copyLink() {
    if (!report || makeLink.sending) return;
    let url = made?.url;
    if (!url) {
      const result = await makeLink.send(report.month);
      if (!result.ok) {
        showToast(result.message, 'error');
        return;
      }
      url = shareLink(location.origin, result.data.month, result.data.token);
      setMade({ uid: result.data.uid, url });
      void shareLinks.reload();
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast('已複製分享連結', 'success');
    } catch {
      showToast('無法自動複製，請手動複製下方連結。', 'info');
    }
  }

  const heading = report ? `${monthLabel(report.month)}營運報表` : '月營運報表';
  return (
    <>
      <style>{uiCss(FORM_CSS, BUTTON_CSS, DIALOG_CSS, SPINNER_CSS, EMPTY_STATE_CSS, MONTHLY_REPORT_CSS)}</style>
      <section className="report" part="base" aria-labelledby="report-title" aria-busy={state.loading || undefined}>
        <header className="report-header">
          <div className="titles">
            <h2 id="report-title">{heading}</h2>
            {report && (
              <p className="meta">
                {report.enterpriseName && <span>{report.enterpriseName}</span>}
                <span>{formatTaipei(report.startTime, 'YYYY-MM-DD')} 至 {formatTaipei(report.endTime, 'YYYY-MM-DD')}</span>
                <span>管理車輛 {report.cars} 輛</span>
              </p>
            )}
          </div>
          <div className="report-actions" part="actions">
            {!share && signedIn && (
              <Select label="月份" name="month" value={picked} options={monthOptions(monthOf(now()))}
                onChange={(event) => choose(event.target.value)} />
            )}
            {canShare && report && <Button loading={makeLink.sending} onClick={() => void copyLink()}>複製分享連結</Button>}
            <Button variant="primary" disabled={!report} onClick={() => window.print()}>列印</Button>
          </div>
        </header>
        {made && (
          <div className="share-link">
            <TextInput label="分享連結（不需登入即可檢視，90 天內有效）" value={made.url} readOnly onFocus={(e) => e.currentTarget.select()}
              hint="不再需要時，可在下方「已分享的連結」撤銷。" />
          </div>
        )}
        {state.loading && !report && <LoadingState text="報表載入中…" />}
        {state.error && <ResourceError className="report-error" message={state.error} onRetry={resource.reload} small={false} />}
        {!state.loading && !state.error && !report && !share && (
          <EmptyState heading="需要分享連結" description={NEEDS_LINK} />
        )}
        {report && (
          <>
            <h3 className="visually-hidden">13 項報表指標</h3>
            <div className="cards" part="cards">
              {cards.map((card) => (
                <ReportCardView key={card.key} card={card} extra={card.key === 'dtc' && levels ? `等級：${levels}` : undefined} />
              ))}
            </div>
            <p className="footnote">比較基準為前一個月；每張卡片的長條為當月每日數值。</p>
          </>
        )}
        {canRevoke && <ShareLinks links={shareLinks} onRevoked={(uid) => { if (made?.uid === uid) setMade(null); }} />}
      </section>
    </>
  );
}
