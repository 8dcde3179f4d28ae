import type { Migration } from '../../db/migrate';

export const coreMigrations: Migration[] = [
  {
    id: 'core:001-accounts',
    sql: `
      CREATE TABLE enterprises (
        uid text PRIMARY KEY,
        name text NOT NULL,
        code text NOT NULL UNIQUE,
        tax_id text UNIQUE,
        contact_name text NOT NULL DEFAULT '',
        phone text NOT NULL DEFAULT '',
        email text NOT NULL DEFAULT '',
        address text NOT NULL DEFAULT '',
        settings jsonb NOT NULL DEFAULT '{}',
        verified boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE users (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL REFERENCES enterprises(uid),
        name text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        zh_name text NOT NULL,
        mobile text NOT NULL DEFAULT '',
        email text NOT NULL DEFAULT '',
        role text NOT NULL CHECK (role IN ('admin', 'staff', 'driver')),
        codes text[] NOT NULL DEFAULT '{}',
        department_uid text,
        enabled boolean NOT NULL DEFAULT true,
        must_reset boolean NOT NULL DEFAULT false,
        password_changed_at timestamptz NOT NULL DEFAULT now(),
        message_settings jsonb NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX users_enterprise ON users (enterprise_uid);
      CREATE TABLE sessions (
        uid text PRIMARY KEY,
        user_uid text NOT NULL REFERENCES users(uid),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked boolean NOT NULL DEFAULT false
      );
      CREATE INDEX sessions_user ON sessions (user_uid);
      CREATE TABLE otp_requests (
        uid text PRIMARY KEY,
        user_uid text NOT NULL REFERENCES users(uid),
        purpose text NOT NULL,
        code_hash text NOT NULL,
        sent_to text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        verified boolean NOT NULL DEFAULT false,
        used boolean NOT NULL DEFAULT false,
        expires_at timestamptz NOT NULL,
        resend_at timestamptz NOT NULL
      );
    `,
  },
  {
    // Issue 10, 11: a session knows its one live refresh token; single-use tokens are spent once.
    // Issue 10, 9: a forgot-password request for a missing account is a decoy with no user.
    id: 'core:002-account-safety',
    sql: `
      ALTER TABLE sessions ADD COLUMN refresh_jti text;
      ALTER TABLE otp_requests ALTER COLUMN user_uid DROP NOT NULL;
      CREATE TABLE spent_tokens (
        jti text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
    `,
  },
  {
    // Two tabs of one browser share a session and refresh at the same moment: the refresh token
    // spent a moment ago still counts for a short grace (sessions.ts, REFRESH_GRACE_MS).
    id: 'core:003-refresh-grace',
    sql: `
      ALTER TABLE sessions ADD COLUMN previous_refresh_jti text;
      ALTER TABLE sessions ADD COLUMN rotated_at timestamptz;
    `,
  },
  {
    // Issue 10, 3: platform-wide calls (system-maintenance bulletins) belong to the platform's
    // operator, an account no enterprise can create, register or manage (domains/core/operator.ts).
    id: 'core:004-platform-operator',
    sql: `ALTER TABLE users ADD COLUMN platform_operator boolean NOT NULL DEFAULT false;`,
  },
  {
    // Issue 22, 12: an administrator disables and enables accounts, so 'enabled' (may sign in) no
    // longer tells an account that never opened its activation link from one an admin disabled.
    // Accounts that could sign in until now count as activated; a row written without it (a seed) is.
    id: 'core:005-account-activated',
    sql: `
      ALTER TABLE users ADD COLUMN activated boolean NOT NULL DEFAULT true;
      UPDATE users SET activated = enabled;
    `,
  },
  {
    // Issue 25, 2: several server processes share one database, so the rate limits and the sign-in
    // lockout count there (auth/rate-limit.ts), one row per limiter and key for its current window.
    // Finished windows are swept; resets_at finds them.
    id: 'core:006-shared-rate-limits',
    sql: `
      CREATE TABLE rate_limit_windows (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        resets_at timestamptz NOT NULL
      );
      CREATE INDEX rate_limit_windows_resets ON rate_limit_windows (resets_at);
    `,
  },
  {
    // Issue 25, 1: on a PostgreSQL server two writes of the same instant both passed isTaken's check
    // (uniqueness.ts) and both wrote the value: the indexes keep names (without case), and the e-mail
    // and mobile of live accounts, unique; the write that loses answers as the check would have.
    id: 'core:007-unique-names-contacts',
    sql: `
      CREATE UNIQUE INDEX users_unique_name_ci ON users (lower(name));
      CREATE UNIQUE INDEX users_unique_email ON users (lower(email)) WHERE NOT deleted AND email <> '';
      CREATE UNIQUE INDEX users_unique_mobile ON users (mobile) WHERE NOT deleted AND mobile <> '';
      CREATE UNIQUE INDEX enterprises_unique_name_ci ON enterprises (lower(name));
    `,
  },
];
