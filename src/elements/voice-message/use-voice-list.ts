import { useEffect, useRef, useState } from 'react';
import { API_STATUS, STATUS_MESSAGES } from '../../core/api/contract/status';
import type { VoiceDirection, VoiceMessage } from '../../core/api/contract/voice';
import { listVoiceMessages } from '../../core/api/voice';
import { onLiveEvent } from '../../core/sockets';
import { NOTIFICATION_CATEGORY } from '../../core/api/contract/vocabulary/notifications';

/** Notification category of a new voice message (spec 9: 6, message). */
export const VOICE_CATEGORY = NOTIFICATION_CATEGORY.message;

export interface VoiceFilter {
  carUid: string;
  direction: '' | VoiceDirection;
}

export interface VoicePage {
  rows: VoiceMessage[];
  total: number;
  offset: number;
  limit: number;
}

/**
 * The messages exchanged (POST voice/v0/list), newest first, one server page at a time. A new
 * message notification (category 6 on /fms-event) reloads the current page; an answer to an older
 * request is dropped.
 */
export function useVoiceList(filter: VoiceFilter, round = 0) {
  const [page, setPage] = useState<VoicePage>({ rows: [], total: 0, offset: 0, limit: 10 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const sequence = useRef(0);
  const where = useRef({ offset: 0, limit: 10 });

  async function load(offset: number, limit: number) {
    const mine = ++sequence.current;
    where.current = { offset, limit };
    setLoading(true);
    setError('');
    const body = await listVoiceMessages({
      ...(filter.carUid ? { carUid: filter.carUid } : {}),
      ...(filter.direction ? { direction: filter.direction } : {}),
      offset, limit,
    });
    if (mine !== sequence.current) return;
    setLoading(false);
    if (body.status !== API_STATUS.OK || !body.data) {
      setError(body.message || STATUS_MESSAGES[body.status] || '讀取語音訊息失敗。');
      return;
    }
    setPage({ rows: body.data.list, total: body.data.total, offset, limit });
  }

  useEffect(() => {
    void load(0, where.current.limit);
  }, [filter.carUid, filter.direction, round]);

  useEffect(() => onLiveEvent((event) => {
    if (event.category === VOICE_CATEGORY) void load(where.current.offset, where.current.limit);
  }), [filter.carUid, filter.direction]);

  return { page, loading, error, reload: () => load(where.current.offset, where.current.limit), changePage: load };
}
