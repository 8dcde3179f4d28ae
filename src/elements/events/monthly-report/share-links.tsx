import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ReportShareLink } from '../../../core/api/contract/report';
import { listReportShares, revokeReportShare } from '../../../core/api/report';
import { formatTaipei } from '../../../core/format';
import { monthLabel } from '../../../core/report';
import { createItemResource, unwrap } from '../../../core/resource';
import { Button, ConfirmDialog, showToast, ResourceError } from '../../shared/ui';
import { useMutation, useResource } from '../../shared/ui/use-resource';

/**
 * The enterprise's share links that still work, each with 撤銷 (issue 22, 22): a link sent to the
 * wrong person, or no longer meant to be read, stops at once instead of living out its 90 days.
 */
export function ShareLinks({ links, onRevoked }: { links: ReturnType<typeof useShareLinks>; onRevoked: (uid: string) => void }) {
  const state = useStore(links.$state);
  const [asked, setAsked] = useState<ReportShareLink | null>(null);
  const revoke = useMutation(revokeReportShare);
  const list = state.data ?? [];

  async function confirm() {
    if (!asked) return;
    const result = await revoke.send(asked.uid);
    if (!result.ok) {
      showToast(result.message, 'error');
      return;
    }
    showToast(`已撤銷${monthLabel(asked.month)}的分享連結`, 'success');
    onRevoked(asked.uid);
    setAsked(null);
    void links.reload();
  }

  return (
    <section className="share-links" aria-labelledby="share-links-title">
      <h3 id="share-links-title">已分享的連結</h3>
      {state.error && <ResourceError message={state.error} onRetry={links.reload} small={false} />}
      {!state.error && state.data && list.length === 0 && <p className="share-links-empty">目前沒有有效的分享連結。</p>}
      {list.length > 0 && (
        <ul>
          {list.map((link) => (
            <li key={link.uid}>
              <span className="share-month">{monthLabel(link.month)}</span>
              <span>{link.createdBy || '—'} 於 {formatTaipei(link.createdAt, 'YYYY-MM-DD HH:mm')} 建立</span>
              <span>有效至 {formatTaipei(link.expiresAt, 'YYYY-MM-DD')}</span>
              <Button variant="danger" aria-label={`撤銷 ${monthLabel(link.month)}（${formatTaipei(link.createdAt, 'YYYY-MM-DD HH:mm')} 建立）的分享連結`}
                onClick={() => setAsked(link)}>撤銷</Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog open={asked !== null} tone="danger" heading="撤銷分享連結" confirmLabel="撤銷" busy={revoke.sending}
        message={asked ? `撤銷後，持有${monthLabel(asked.month)}這個連結的人將無法再檢視報表。確定要撤銷嗎？` : ''}
        onConfirm={() => void confirm()} onCancel={() => setAsked(null)} />
    </section>
  );
}

/** The list's resource: the page reloads it after making a link. */
export function useShareLinks() {
  return useResource(() => createItemResource<ReportShareLink[]>({
    errorText: '讀取分享連結失敗，請稍後再試。',
    load: async (signal) => unwrap(await listReportShares(signal)),
  }));
}
