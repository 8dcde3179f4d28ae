import type { Migration } from '../../db/migrate';

/** Tables of the comms domain. Lists read by user, enterprise or car and a time, hence the indexes. */
export const commsMigrations: Migration[] = [
  {
    id: 'comms:001-messages-bulletins',
    sql: `
      CREATE TABLE messages (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        user_uid text NOT NULL REFERENCES users(uid),
        category integer NOT NULL CHECK (category BETWEEN 1 AND 10),
        type text NOT NULL,
        code text NOT NULL DEFAULT '',
        title text NOT NULL,
        content text NOT NULL DEFAULT '',
        include_dtc_a boolean NOT NULL DEFAULT false,
        data jsonb NOT NULL DEFAULT '{}',
        read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX messages_user_time ON messages (user_uid, created_at DESC);
      CREATE TABLE bulletins (
        uid text PRIMARY KEY,
        bulletin_type text NOT NULL,
        title text NOT NULL,
        content text NOT NULL DEFAULT '',
        publish_status integer NOT NULL DEFAULT 1,
        start_time timestamptz NOT NULL,
        end_time timestamptz NOT NULL,
        enterprise_uid text,
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX bulletins_published ON bulletins (publish_status, start_time DESC);
    `,
  },
  {
    id: 'comms:002-voice',
    sql: `
      CREATE TABLE voice_clips (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        mime_type text NOT NULL,
        size integer NOT NULL,
        duration_seconds real NOT NULL,
        audio bytea NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE TABLE voice_messages (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        car_uid text NOT NULL,
        clip_uid text NOT NULL REFERENCES voice_clips(uid),
        direction text NOT NULL CHECK (direction IN ('toCar', 'fromCar')),
        user_uid text,
        speaker text NOT NULL,
        listened boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX voice_messages_enterprise_time ON voice_messages (enterprise_uid, created_at DESC);
      CREATE INDEX voice_messages_car_time ON voice_messages (car_uid, created_at DESC);
    `,
  },
  {
    id: 'comms:004-video',
    sql: `
      CREATE TABLE video_records (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        user_uid text NOT NULL,
        car_uid text NOT NULL,
        channel integer NOT NULL,
        resolution text NOT NULL,
        start_time timestamptz NOT NULL,
        end_time timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('processing', 'completed')),
        ready_at timestamptz NOT NULL,
        completed_at timestamptz,
        expires_at timestamptz,
        size integer,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX video_records_user_time ON video_records (user_uid, created_at DESC);
      CREATE INDEX video_records_ready ON video_records (status, ready_at);
      CREATE TABLE video_credentials (
        token_hash text PRIMARY KEY,
        record_uid text NOT NULL REFERENCES video_records(uid),
        expires_at timestamptz NOT NULL
      );
    `,
  },
];
