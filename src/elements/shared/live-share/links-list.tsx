import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { LiveShareLink } from '../../../core/api/contract/live-share';
import { listLiveShares, revokeLiveShare } from '../../../core/api/live-share';
import { formatTaipei } from '../../../core/format';
import { createItemResource, unwrap } from '../../../core/resource';
import { Button, ConfirmDialog, FieldError, ResourceError } from '../ui';
import { useMutation, useResource } from '../ui/use-resource';

const when = (ms: number) => formatTaipei(ms, 'YYYY-MM-DD HH:mm');
const whatOf = (link: LiveShareLink) => `${link.kind === 'task' ? '任務' : '車輛'} ${link.carNo}`;

/** The enterprise's working links' resource: the dialog reloads it after making one. */
export function useLiveShareLinks() {
  return useResource(() => createItemResource<LiveShareLink[]>({
    errorText: '讀取分享連結失敗，請稍後再試。',
    load: async (signal) => unwrap(await listLiveShares(signal)),
  }));
}

/**
 * The enterprise's live-share links that still work, each with who made it, until when, and 撤銷:
 * a link sent to the wrong person stops at once (an open shared page empties at its next read).
 */
export function LiveShareLinks({ links }: { links: ReturnType<typeof useLiveShareLinks> }) {
  const state = useStore(links.$state);
  const [asked, setAsked] = useState<LiveShareLink | null>(null);
  const [note, setNote] = useState('');
  const [failed, setFailed] = useState('');
  const revoke = useMutation(revokeLiveShare);
  const list = state.data ?? [];

  async function confirm() {
    if (!asked) return;
    const result = await revoke.send(asked.uid);
    if (!result.ok) {
      setFailed(result.message);
      return;
    }
    setFailed('');
    setNote(`已撤銷${whatOf(asked)}的分享連結。`);
    setAsked(null);
    void links.reload();
  }

  return (
    <section className="live-share-links" aria-labelledby="live-share-links-title">
      <h3 id="live-share-links-title">有效的即時分享連結</h3>
      <p className="live-share-note" role="status">{note}</p>
      {failed && <FieldError>{failed}</FieldError>}
      {state.error && <ResourceError message={state.error} onRetry={links.reload} small={false} />}
      {!state.error && state.data && list.length === 0 && <p>目前沒有有效的分享連結。</p>}
      {list.length > 0 && (
        <ul>
          {list.map((link) => (
            <li key={link.uid}>
              <span className="live-share-what">{whatOf(link)}</span>
              <span>{link.createdBy || '—'} 於 {when(link.createdAt)} 建立</span>
              <span>有效至 {when(link.expiresAt)}</span>
              <Button variant="danger" small aria-label={`撤銷 ${whatOf(link)}（${when(link.createdAt)} 建立）的分享連結`}
                onClick={() => setAsked(link)}>撤銷</Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog open={asked !== null} tone="danger" heading="撤銷分享連結" confirmLabel="撤銷" busy={revoke.sending}
        message={asked ? `撤銷後，持有${whatOf(asked)}這個連結的人將立即無法再看到位置。確定要撤銷嗎？` : ''}
        onConfirm={() => void confirm()} onCancel={() => setAsked(null)} />
    </section>
  );
}
