import { useEffect, useState } from 'react';
import type { Fence } from '../../../../core/api/contract/fence';
import { $fences } from '../../../../core/resource';

const NONE: readonly Fence[] = [];

/**
 * The enterprise's fences while `on` (the 圍籬 checkbox), from the shared $fences store; none while
 * off, and then the store has no subscriber here, so the map asks for no fences it will not draw.
 */
export function useFences(on: boolean): readonly Fence[] {
  const [fences, setFences] = useState<readonly Fence[]>(NONE);
  useEffect(() => {
    if (!on) {
      setFences(NONE);
      return undefined;
    }
    return $fences.subscribe((state) => setFences(state.rows));
  }, [on]);
  return fences;
}
