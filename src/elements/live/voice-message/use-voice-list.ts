import { useEffect } from 'react';
import type { VoiceDirection, VoiceMessage } from '../../../core/api/contract/voice';
import { listVoiceMessages } from '../../../core/api/voice';
import { createListResource, pageOf } from '../../../core/resource';
import { NOTIFICATION_CATEGORY } from '../../../core/api/contract/vocabulary/notifications';
import { useLiveEvents } from '../../shared/ui/use-live-events';
import { useListPage, useReloadOn, useResource } from '../../shared/ui/use-resource';

/** Notification category of a new voice message (spec 9: 6, message). */
export const VOICE_CATEGORY = NOTIFICATION_CATEGORY.message;

export interface VoiceFilter {
  carUid: string;
  direction: '' | VoiceDirection;
}

const LIST_ERROR = '讀取語音訊息失敗。';

/**
 * The messages exchanged (POST voice/v0/list), newest first, one server page at a time. A new
 * message notification (category 6 on /fms-event) reloads the current page; a new `round` (after
 * a send) goes back to page 1.
 */
export function useVoiceList(filter: VoiceFilter, round = 0) {
  const list = useResource(() => createListResource<VoiceMessage, VoiceFilter>({
    filters: filter,
    errorText: LIST_ERROR,
    load: async ({ filters, offset, limit }) => pageOf(await listVoiceMessages({
      ...(filters.carUid ? { carUid: filters.carUid } : {}),
      ...(filters.direction ? { direction: filters.direction } : {}),
      offset, limit,
    }), LIST_ERROR),
  }));

  useEffect(() => void list.setFilters(filter), [filter.carUid, filter.direction]);
  useReloadOn(String(round), () => list.setPage(1));
  useLiveEvents((event) => event.category === VOICE_CATEGORY, () => void list.reload());

  return useListPage(list);
}
