import type { LinkAction } from '../../core/pages/page-wiring';
import { clearScheduleDraft } from '../../core/tasks/schedule-draft';

/** What a declared link does before its page opens (`before`, core/pages/page-wiring.ts): one per name, or tsc fails. */
export const LINK_ACTIONS: Readonly<Record<LinkAction, () => void>> = {
  clearScheduleDraft,
};
