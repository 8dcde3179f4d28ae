import { useRef, useState } from 'react';
import { checkUnique } from '../../../core/api/enterprise';
import { API_STATUS } from '../../../core/api/contract/status';
import { TAKEN_MESSAGES } from '../../shared/fleet/enterprise-rules';

export type UniqueField = 'name' | 'taxId' | 'account' | 'email' | 'mobile';

const TAKEN: Record<UniqueField, string> = TAKEN_MESSAGES;

/**
 * The uniqueness check on blur (POST enterprise/v0/check-unique, spec 5). Answers are remembered by
 * value, so leaving a field twice asks once; an answer that arrives after the value changed is
 * dropped. A failed call (network, rate limit) leaves the field unmarked: the server checks again
 * on submit.
 */
export function useUniqueCheck<K extends string>() {
  const [taken, setTaken] = useState<Partial<Record<K, string>>>({});
  const answers = useRef(new Map<string, boolean>());
  const latest = useRef<Partial<Record<K, string>>>({});

  async function check(key: K, field: UniqueField, value: string): Promise<void> {
    const v = value.trim();
    latest.current[key] = v;
    const cacheKey = `${field}:${v.toLowerCase()}`;
    let unique = answers.current.get(cacheKey);
    if (unique === undefined) {
      const body = await checkUnique({ field, value: v });
      if (body.status !== API_STATUS.OK || !body.data) return;
      unique = body.data.unique;
      answers.current.set(cacheKey, unique);
    }
    if (latest.current[key] !== v) return;
    setTaken((was) => ({ ...was, [key]: unique ? undefined : TAKEN[field] }));
  }

  /** Forget the mark while the user edits the field again. */
  function clear(key: K): void {
    latest.current[key] = undefined;
    setTaken((was) => (was[key] ? { ...was, [key]: undefined } : was));
  }

  return { taken, check, clear };
}
