import { listCars } from '../../../core/api/cars';
import { cars } from '../../../core/api/contract/cars';
import type { OptionRow } from '../../../core/api/contract/options';
import { users } from '../../../core/api/contract/users';
import { listUsers } from '../../../core/api/users';
import { $currentUser } from '../../../core/session';
import { canCall } from '../../shared/ui/page-kit';

/** How many users of an option are named before 等 N 筆. */
export const USAGE_NAMES_SHOWN = 5;

export interface OptionUsage {
  /** Car numbers, then accounts' names, of what still uses the option (at most USAGE_NAMES_SHOWN each). */
  cars: { names: string[]; total: number } | null;
  users: { names: string[]; total: number } | null;
}

/** Names and a total as people read them: 「KEA-1001、KEA-1002 等 7 輛」. */
export function usageText(part: { names: string[]; total: number }, unit: string): string {
  const names = part.names.join('、');
  return part.total > part.names.length ? `${names} 等 ${part.total} ${unit}` : `${names}（${part.total} ${unit}）`;
}

/**
 * What still uses a department (the server counts cars and users in it; other categories are never
 * blocked): the first car numbers and account names, each list only when the caller may read it.
 */
export async function loadOptionUsage(option: OptionRow): Promise<OptionUsage> {
  if (option.category !== 'department' || option.usage === 0) return { cars: null, users: null };
  const codes = $currentUser.get().auth;
  const [carBody, userBody] = await Promise.all([
    canCall(cars.list, codes) ? listCars({ departmentUid: option.uid, offset: 0, limit: USAGE_NAMES_SHOWN }) : null,
    canCall(users.list, codes) ? listUsers({ departmentUid: option.uid, offset: 0, limit: USAGE_NAMES_SHOWN }) : null,
  ]);
  const carPart = carBody?.status === 0 && carBody.data && carBody.data.total > 0
    ? { names: carBody.data.list.map((c) => c.carNo), total: carBody.data.total } : null;
  const userPart = userBody?.status === 0 && userBody.data && userBody.data.total > 0
    ? { names: userBody.data.list.map((u) => u.zhName), total: userBody.data.total } : null;
  return { cars: carPart, users: userPart };
}
