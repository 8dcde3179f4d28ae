import { API_STATUS, HTTP_FOR_STATUS, STATUS_MESSAGES } from '../../../src/core/api/contract/status';

/** An error a handler throws on purpose; the error handler turns it into the {status, message} body. */
export class ApiError extends Error {
  /** Seconds the caller should wait before trying again (a 429): sent as Retry-After. */
  retryAfterS?: number;

  constructor(
    readonly status: number,
    message?: string,
    readonly field?: string,
  ) {
    super(message ?? STATUS_MESSAGES[status] ?? '系統發生錯誤');
  }

  get httpStatus(): number {
    return HTTP_FOR_STATUS[this.status] ?? 500;
  }

  body() {
    return { status: this.status, message: this.message, ...(this.field ? { field: this.field } : {}) };
  }
}

export const badInput = (field: string, message: string) => new ApiError(API_STATUS.VALIDATION, message, field);
export const unauthenticated = (message?: string) => new ApiError(API_STATUS.UNAUTHENTICATED, message);
export const forbidden = (message?: string) => new ApiError(API_STATUS.FORBIDDEN, message);
export const notFound = (what = '資料') => new ApiError(API_STATUS.NOT_FOUND, `找不到${what}。`);
export const conflict = (message: string, field?: string) => new ApiError(API_STATUS.CONFLICT, message, field);
export const tooMany = (message?: string, retryAfterS?: number) => {
  const error = new ApiError(API_STATUS.TOO_MANY_REQUESTS, message);
  if (retryAfterS !== undefined) error.retryAfterS = Math.max(1, Math.ceil(retryAfterS));
  return error;
};

interface AjvError {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** Names the field of a schema error: the failing property, or the one that is missing. */
export function fieldOf(error: AjvError, context: string): string {
  const path = (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const missing = error.params?.missingProperty as string | undefined;
  if (missing) return path ? `${path}.${missing}` : missing;
  return path || context;
}

/** A Traditional Chinese message for a schema error, naming the field. */
export function messageOf(error: AjvError, field: string): string {
  const p = error.params ?? {};
  switch (error.keyword) {
    case 'required': return `缺少必填欄位 ${field}。`;
    case 'minLength': return Number(p.limit) <= 1 ? `${field} 不可空白。` : `${field} 長度至少 ${p.limit} 個字元。`;
    case 'maxLength': return `${field} 長度不可超過 ${p.limit} 個字元。`;
    case 'minimum': return `${field} 不可小於 ${p.limit}。`;
    case 'maximum': return `${field} 不可大於 ${p.limit}。`;
    case 'minItems': return `${field} 至少需要 ${p.limit} 項。`;
    case 'maxItems': return `${field} 最多 ${p.limit} 項。`;
    case 'pattern':
    case 'format': return `${field} 格式不正確。`;
    case 'enum':
    case 'const': return `${field} 的值不在允許範圍內。`;
    case 'type': return `${field} 的資料型態不正確。`;
    case 'additionalProperties': return `不接受欄位 ${String(p.additionalProperty ?? '')}。`;
    default: return `${field} 格式不正確。`;
  }
}
