import { API_STATUS, STATUS_MESSAGES } from '../../../core/api/contract/status';
import type { ApiBody } from '../../../core/http';

/**
 * Where a server error goes on a form: next to the field the server names (`field`, e.g. 'otp',
 * 'admin.email'), or above the form. The server writes its messages in Traditional Chinese; a
 * schema message that quotes a field path gets the field's label instead, and a body without a
 * message gets the status's default text.
 */
export interface PlacedError<F extends string> {
  field?: F;
  message: string;
}

export function placeServerError<F extends string>(
  body: Pick<ApiBody<unknown>, 'status' | 'message' | 'field'>,
  fields: Readonly<Partial<Record<string, { name: F; label: string }>>>,
): PlacedError<F> {
  const target = body.field ? fields[body.field] : undefined;
  let message = body.message || STATUS_MESSAGES[body.status] || STATUS_MESSAGES[API_STATUS.SERVER_ERROR];
  if (body.field && target) message = message.split(body.field).join(target.label);
  return target ? { field: target.name, message } : { message };
}
