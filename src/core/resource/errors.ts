import { API_STATUS, STATUS_MESSAGES } from '../api/contract/status';
import type { ApiBody } from '../http/client';

/**
 * An error answer of the API (spec 7.1), thrown by a resource's load function so the resource can
 * show the server's Traditional Chinese message. `field` names the bad input of a 4000001.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly field?: string;

  constructor(status: number, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
  }
}

/** What a failed call shows: the server's message, else the status' default, else `fallback`. */
export function messageOf(body: Pick<ApiBody<unknown>, 'status' | 'message'>, fallback: string): string {
  return body.message || STATUS_MESSAGES[body.status] || fallback;
}

/** The data of a success body; any other body throws an ApiError with its message. */
export function unwrap<T>(body: ApiBody<T>, fallback = STATUS_MESSAGES[API_STATUS.SERVER_ERROR]): T {
  if (body.status !== API_STATUS.OK || body.data === undefined || body.data === null) {
    throw new ApiError(body.status, messageOf(body, fallback), body.field);
  }
  return body.data;
}

/** A list page's rows and total, from a `{total, list}` success body (spec 7.1 'Paging'). */
export function pageOf<T>(body: ApiBody<{ total: number; list: T[] }>, fallback?: string): { rows: T[]; total: number } {
  const data = unwrap(body, fallback);
  return { rows: data.list, total: data.total };
}

/** The message to show for whatever a load function threw. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
