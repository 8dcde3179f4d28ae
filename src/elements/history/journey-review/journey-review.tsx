import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { confirmJourneys, listJourneys } from '../../../core/api/journey';
import { journey as journeyEndpoints, type Journey } from '../../../core/api/contract/journey';
import { now } from '../../../core/clock';
import { dayRangeOf, givenDays, journeyTime, type DayFilters } from '../../../core/history';
import { DAY_MS, formatDuration, formatMetresAsKm, formatTaipei } from '../../../core/format';
import { createListResource, pageOf } from '../../../core/resource';
import { BADGE_CSS, Button, Dialog, DIALOG_CSS, FieldError, FORM_CSS, StatusTag, Textarea, ToastRegion, TOAST_CSS, uiCss } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, useCanCall, type FilterField } from '../../shared/ui/page-kit';
import { showToast } from '../../shared/ui/toast-store';
import { useMutation, useResource } from '../../shared/ui/use-resource';
import { JOURNEY_CONFIRM_LABELS } from '../../../core/api/contract/vocabulary/work';
import { choicesOf } from '../../../core/catalogue/lookup';

export interface JourneyReviewProps {
  /** The first and last day shown at first ('YYYY-MM-DD', both or neither; the last seven days otherwise). */
  startDate?: string;
  endDate?: string;
  /** 回放 on a row: the host replays the journey (/history/journey/{carUid}/location/{journeyCode}). */
  onJourneyOpen?: (detail: { carUid: string; journeyCode: string }) => void;
}

interface Filters extends DayFilters {
  confirmed?: string;
}

const FILTERS: readonly FilterField<Filters>[] = [
  { key: 'startDate', label: '起日', kind: 'date' },
  { key: 'endDate', label: '迄日', kind: 'date' },
  { key: 'confirmed', label: '確認狀態', kind: 'select', options: choicesOf(JOURNEY_CONFIRM_LABELS) },
];

/** The list opens on the journeys of the last seven days still to confirm. */
const defaultDays = (at: number) => ({ startDate: formatTaipei(at - 6 * DAY_MS, 'YYYY-MM-DD'), endDate: formatTaipei(at, 'YYYY-MM-DD') });
const defaultFilters = (at: number): Filters => ({ ...defaultDays(at), confirmed: 'false' });

const rowName = (j: Journey) => `${j.carNo} ${journeyTime(j.startTime)}`;

/**
 * The journeys to confirm (/journeyManagement, spec 2.2: signed in, no permission check; 7.6
 * journey/v0/list and journey/v0/make-sure): by day range and confirmation, newest first; a
 * driver sees only their own (the server scopes it). 確認 on a row, or 確認本頁 for every
 * unconfirmed row shown, asks for an optional note and confirms.
 */
export function JourneyReview({ startDate, endDate, onJourneyOpen }: JourneyReviewProps) {
  const list = useResource(() => createListResource<Journey, Filters>({
    filters: { ...defaultFilters(now()), ...givenDays({ startDate, endDate }, defaultDays(now())) },
    load: async (q) => pageOf(await listJourneys({
      ...dayRangeOf(q.filters, now()),
      confirmed: q.filters.confirmed === 'true' ? true : q.filters.confirmed === 'false' ? false : undefined,
      offset: q.offset, limit: q.limit,
    })),
  }));
  const { rows } = useStore(list.$state);
  const canConfirm = useCanCall(journeyEndpoints.makeSure);
  const confirm = useMutation((input: { uids: string[]; note?: string }) => confirmJourneys(input.uids, input.note), '確認失敗，請稍後再試。');
  const [asking, setAsking] = useState<{ rows: Journey[]; note: string; error: string } | null>(null);

  const columns = [
    { key: 'carNo', header: '車號', cell: (j: Journey) => j.carNo },
    { key: 'driver', header: '駕駛', cell: (j: Journey) => j.driverName || '—' },
    { key: 'start', header: '開始', cell: (j: Journey) => `${journeyTime(j.startTime)} ${j.startAddress}` },
    { key: 'end', header: '結束', cell: (j: Journey) => `${journeyTime(j.endTime)} ${j.endAddress}` },
    { key: 'distance', header: '里程', align: 'end' as const, cell: (j: Journey) => formatMetresAsKm(j.distance) },
    { key: 'duration', header: '時間', align: 'end' as const, cell: (j: Journey) => formatDuration(j.duration) },
    {
      key: 'status', header: '狀態', cell: (j: Journey) => (j.confirmed
        ? <StatusTag tone="success">已確認{j.confirmedBy ? `（${j.confirmedBy}）` : ''}</StatusTag>
        : <StatusTag tone="warning">待確認</StatusTag>),
    },
    {
      key: 'actions', header: '操作', align: 'end' as const, cell: (j: Journey) => (
        <span className="row-actions">
          {onJourneyOpen && <Button small variant="link" aria-label={`回放 ${rowName(j)}`} onClick={() => onJourneyOpen({ carUid: j.carUid, journeyCode: j.uid })}>回放</Button>}
          {canConfirm && !j.confirmed && <Button small variant="link" aria-label={`確認 ${rowName(j)}`} onClick={() => setAsking({ rows: [j], note: '', error: '' })}>確認</Button>}
        </span>
      ),
    },
  ];

  async function send() {
    if (!asking) return;
    if (asking.note.length > 200) {
      setAsking({ ...asking, error: '備註最多 200 字' });
      return;
    }
    const result = await confirm.send({ uids: asking.rows.map((r) => r.uid), note: asking.note.trim() || undefined });
    if (!result.ok) {
      setAsking({ ...asking, error: result.message });
      return;
    }
    showToast(`已確認 ${asking.rows.length} 筆行程`, 'success');
    setAsking(null);
    void list.reload();
  }

  const unconfirmed = rows.filter((r) => !r.confirmed);
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, DIALOG_CSS, FORM_CSS, TOAST_CSS, OWN_CSS)}</style>
      <div className="journey-review" part="base">
        <ListPage<Journey, Filters> heading="行程確認" resource={list} columns={columns} filters={FILTERS}
          rowKey={(j) => j.uid} rowName={rowName} emptyText="沒有符合條件的行程"
          toolbarExtra={canConfirm && (
            <Button variant="secondary" disabled={unconfirmed.length === 0} onClick={() => setAsking({ rows: unconfirmed, note: '', error: '' })}>
              確認本頁（{unconfirmed.length}）
            </Button>
          )} />
      </div>
      <Dialog open={!!asking} heading="確認行程" onClose={() => !confirm.sending && setAsking(null)} dismissible={!confirm.sending}
        description={asking && (asking.rows.length === 1 ? `確認 ${rowName(asking.rows[0])} 的行程？` : `確認 ${asking.rows.length} 筆行程？`)}
        footer={(
          <>
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={confirm.sending}>取消</Button>
            <Button variant="primary" onClick={() => void send()} loading={confirm.sending}>確認</Button>
          </>
        )}>
        {asking && (
          <>
            <Textarea label="備註（選填）" value={asking.note} maxLength={250} rows={3} hint="最多 200 字"
              error={asking.error && asking.note.length > 200 ? asking.error : undefined}
              onChange={(e) => setAsking({ ...asking, note: e.currentTarget.value, error: '' })} />
            {asking.error && asking.note.length <= 200 && <FieldError>{asking.error}</FieldError>}
          </>
        )}
      </Dialog>
      <ToastRegion />
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.journey-review { min-width: 0; }
.row-actions { display: inline-flex; gap: var(--_space-1); flex-wrap: wrap; justify-content: flex-end; }
`;
