import { checkUnique, updateEnterprise } from '../../../core/api/enterprise';
import type { Enterprise } from '../../../core/api/contract/enterprise';
import { API_STATUS } from '../../../core/api/contract/status';
import type { ApiBody } from '../../../core/http';
import { TAKEN_MESSAGES } from '../../shared/fleet/enterprise-rules';
import type { EnterpriseFormValues } from './enterprise-fields';

/** The fields check-unique answers for (spec 5): a taken one is refused on its field before saving. */
const UNIQUE_FIELDS = ['name', 'taxId'] as const;

/**
 * Saves the changed fields (PUT enterprise/v0) after asking check-unique about a changed name or tax
 * id; a value taken by another enterprise comes back as the server's conflict would, on its field.
 * A check that fails to answer does not stop the save: the server checks again.
 */
export async function saveEnterprise(changes: Partial<EnterpriseFormValues>, current: Enterprise): Promise<ApiBody<Enterprise>> {
  if (!Object.keys(changes).length) return { status: API_STATUS.OK, data: current };
  for (const field of UNIQUE_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    const answer = await checkUnique({ field, value });
    if (answer.status === API_STATUS.OK && answer.data && !answer.data.unique) {
      return { status: API_STATUS.CONFLICT, message: TAKEN_MESSAGES[field], field };
    }
  }
  return updateEnterprise(changes);
}
