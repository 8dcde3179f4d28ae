/**
 * Body statuses of the {status, data} envelope (spec 7.1, 8). 0 is success; the others are the
 * reference server's documented errors. HTTP status codes go with them as listed.
 */
export const API_STATUS = {
  OK: 0,
  /** Bad input; the body names the field and carries a message in Traditional Chinese. */
  VALIDATION: 4000001,
  /** Not signed in, or the token is missing, malformed, expired or revoked. */
  UNAUTHENTICATED: 4010001,
  /** Wrong name or password. */
  BAD_CREDENTIALS: 4010002,
  /** The password must be reset (forced periodic reset, spec 4 'Session'). */
  PASSWORD_RESET_REQUIRED: 4011008,
  /** The account was disabled by an administrator: its tokens are refused on calls, refresh and sockets (issue 22, 12). */
  ACCOUNT_DISABLED: 4010003,
  /** The account was deleted: the same, with its own message. */
  ACCOUNT_DELETED: 4010004,
  /** Signed in, but without the permission code of the screen, or another enterprise's data. */
  FORBIDDEN: 4030001,
  NOT_FOUND: 4040001,
  /** A unique value is taken, or the record's state does not allow the change. */
  CONFLICT: 4090001,
  TOO_MANY_REQUESTS: 4290001,
  SERVER_ERROR: 5000001,
  /** The client could not reach the server (no HTTP response at all). */
  NETWORK: -1,
} as const;

export type ApiStatus = (typeof API_STATUS)[keyof typeof API_STATUS];

export const HTTP_FOR_STATUS: Record<number, number> = {
  [API_STATUS.OK]: 200,
  [API_STATUS.VALIDATION]: 400,
  [API_STATUS.UNAUTHENTICATED]: 401,
  [API_STATUS.BAD_CREDENTIALS]: 401,
  [API_STATUS.PASSWORD_RESET_REQUIRED]: 200,
  [API_STATUS.ACCOUNT_DISABLED]: 401,
  [API_STATUS.ACCOUNT_DELETED]: 401,
  [API_STATUS.FORBIDDEN]: 403,
  [API_STATUS.NOT_FOUND]: 404,
  [API_STATUS.CONFLICT]: 409,
  [API_STATUS.TOO_MANY_REQUESTS]: 429,
  [API_STATUS.SERVER_ERROR]: 500,
};

/** Default messages in Traditional Chinese, shown when the server sends none. */
export const STATUS_MESSAGES: Record<number, string> = {
  [API_STATUS.VALIDATION]: '輸入資料有誤，請檢查後再試。',
  [API_STATUS.UNAUTHENTICATED]: '登入已逾時，請重新登入。',
  [API_STATUS.BAD_CREDENTIALS]: '帳號或密碼錯誤。',
  [API_STATUS.PASSWORD_RESET_REQUIRED]: '密碼已到期，請重新設定密碼。',
  [API_STATUS.ACCOUNT_DISABLED]: '此帳號已停用，請聯絡管理員。',
  [API_STATUS.ACCOUNT_DELETED]: '此帳號已刪除。',
  [API_STATUS.FORBIDDEN]: '您沒有執行此操作的權限。',
  [API_STATUS.NOT_FOUND]: '找不到資料。',
  [API_STATUS.CONFLICT]: '資料已存在或狀態不允許此操作。',
  [API_STATUS.TOO_MANY_REQUESTS]: '嘗試次數過多，請稍後再試。',
  [API_STATUS.SERVER_ERROR]: '系統發生錯誤，請稍後再試。',
  [API_STATUS.NETWORK]: '無法連線到伺服器，請檢查網路後再試。',
};

/**
 * Statuses that end a session for good (issue 22, 12): no refresh or retry can help, so the console
 * signs the tab out and the sign-in page says why.
 */
export const ACCOUNT_END_STATUSES: readonly number[] = [API_STATUS.ACCOUNT_DISABLED, API_STATUS.ACCOUNT_DELETED];

export const isAccountEndStatus = (status: number): boolean => ACCOUNT_END_STATUSES.includes(status);
