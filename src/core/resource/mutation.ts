import { atom, type ReadableAtom } from 'nanostores';
import { API_STATUS } from '../api/contract/status';
import type { ApiBody } from '../http/client';
import { messageOf } from './errors';

/** The outcome of a change: the data, or the server's error body (spec 7.1) ready to show. */
export type MutationResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; field?: string };

export interface Mutation<I, T> {
  /** True while a call runs. */
  readonly $sending: ReadableAtom<boolean>;
  send(input: I): Promise<MutationResult<T>>;
}

const MUTATION_ERROR = '儲存失敗，請稍後再試。';

/** Turns an API body into a mutation result; `fallback` is shown when neither server nor status names the error. */
export function toResult<T>(body: ApiBody<T>, fallback = MUTATION_ERROR): MutationResult<T> {
  if (body.status === API_STATUS.OK) return { ok: true, data: body.data as T };
  return { ok: false, status: body.status, message: messageOf(body, fallback), ...(body.field ? { field: body.field } : {}) };
}

/**
 * A change sent to the server (create, update, delete, …) through one of the typed calls of
 * src/core/api. It never throws: the answer is a result to show, with the field of a bad input.
 */
export function createMutation<I, T>(call: (input: I) => Promise<ApiBody<T>>, fallback = MUTATION_ERROR): Mutation<I, T> {
  const $sending = atom(false);
  let running = 0;
  return {
    $sending,
    async send(input) {
      running++;
      $sending.set(true);
      try {
        return toResult(await call(input), fallback);
      } catch {
        return { ok: false, status: API_STATUS.NETWORK, message: fallback };
      } finally {
        running--;
        $sending.set(running > 0);
      }
    },
  };
}
