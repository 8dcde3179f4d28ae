import type { Migration } from '../../db/migrate';
import { packStoredPoints } from './history/pack-stored-points';

/**
 * Tables of the monitoring domain. Every list query reads by enterprise or car and a time range,
 * so each table carries an index that starts with those columns (the full seed holds 30 days of
 * 120 trucks).
 */
export const monitoringMigrations: Migration[] = [
  {
    id: 'monitoring:001-fences-routes',
    sql: `
      CREATE TABLE fences (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL REFERENCES enterprises(uid),
        name text NOT NULL,
        icon_type text NOT NULL,
        shape jsonb NOT NULL,
        triggers jsonb NOT NULL,
        message text NOT NULL DEFAULT '',
        options jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX fences_enterprise ON fences (enterprise_uid, created_at DESC);
      CREATE TABLE common_routes (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL REFERENCES enterprises(uid),
        name text NOT NULL,
        waypoints jsonb NOT NULL,
        path jsonb NOT NULL,
        distance double precision NOT NULL,
        duration double precision NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX common_routes_enterprise ON common_routes (enterprise_uid, created_at DESC);
    `,
  },
  {
    id: 'monitoring:002-events-journeys',
    sql: `
      CREATE TABLE events (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        car_uid text NOT NULL,
        driver_uid text,
        task_kind_uid text,
        journey_uid text,
        type text NOT NULL,
        category integer NOT NULL,
        level text,
        code text,
        title text NOT NULL,
        content text NOT NULL DEFAULT '',
        lat double precision NOT NULL,
        lng double precision NOT NULL,
        address text NOT NULL DEFAULT '',
        speed real NOT NULL DEFAULT 0,
        data jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL
      );
      CREATE INDEX events_enterprise_time ON events (enterprise_uid, created_at DESC);
      CREATE INDEX events_car_time ON events (car_uid, created_at DESC);
      CREATE INDEX events_journey ON events (journey_uid);
      CREATE TABLE journeys (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        car_uid text NOT NULL,
        driver_uid text,
        task_kind_uid text,
        start_time timestamptz NOT NULL,
        end_time timestamptz NOT NULL,
        start_address text NOT NULL DEFAULT '',
        end_address text NOT NULL DEFAULT '',
        distance double precision NOT NULL DEFAULT 0,
        duration integer NOT NULL DEFAULT 0,
        idle_seconds integer NOT NULL DEFAULT 0,
        max_speed real NOT NULL DEFAULT 0,
        avg_speed real NOT NULL DEFAULT 0,
        points jsonb NOT NULL DEFAULT '[]',
        stats jsonb NOT NULL DEFAULT '{}',
        confirmed boolean NOT NULL DEFAULT false,
        confirmed_at timestamptz,
        confirmed_by text,
        note text NOT NULL DEFAULT ''
      );
      CREATE INDEX journeys_enterprise_start ON journeys (enterprise_uid, start_time DESC);
      CREATE INDEX journeys_car_start ON journeys (car_uid, start_time DESC);
      CREATE INDEX journeys_driver_start ON journeys (driver_uid, start_time DESC);
    `,
  },
  {
    id: 'monitoring:003-live-state-scores',
    sql: `
      CREATE TABLE car_live_state (
        car_uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        state jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE device_samples (
        car_uid text NOT NULL,
        at timestamptz NOT NULL,
        temperatures jsonb,
        tyres jsonb,
        PRIMARY KEY (car_uid, at)
      );
      CREATE TABLE score_jobs (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        created_by text,
        drivers integer NOT NULL DEFAULT 0,
        scores integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX score_jobs_enterprise ON score_jobs (enterprise_uid, created_at DESC);
      CREATE TABLE driving_scores (
        driver_uid text NOT NULL,
        day date NOT NULL,
        enterprise_uid text NOT NULL,
        job_uid text NOT NULL,
        score real NOT NULL,
        journey_count integer NOT NULL,
        distance double precision NOT NULL,
        driving_seconds integer NOT NULL,
        event_count integer NOT NULL,
        breakdown jsonb NOT NULL,
        settled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (driver_uid, day)
      );
      CREATE INDEX driving_scores_enterprise_day ON driving_scores (enterprise_uid, day);
      CREATE TABLE htsr_bookings (
        uid text PRIMARY KEY,
        factory_uid text NOT NULL,
        day date NOT NULL,
        period_start text NOT NULL,
        ref_uid text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX htsr_bookings_factory_day ON htsr_bookings (factory_uid, day);
    `,
  },
  {
    // The monthly report's share links (issue 22, 22): a link's token names its row, so the
    // enterprise can list the links it gave out and revoke one.
    id: 'monitoring:004-report-shares',
    sql: `
      CREATE TABLE report_shares (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL REFERENCES enterprises(uid),
        month text NOT NULL,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_by text
      );
      CREATE INDEX report_shares_enterprise ON report_shares (enterprise_uid, created_at DESC);
    `,
  },
  {
    // Real devices (issue 25, 3): each car's last reported position, so a car that reports stays
    // shown from its reports (and unsimulated) across a restart, and a repeated report changes nothing.
    id: 'monitoring:005-device-positions',
    sql: `
      CREATE TABLE device_positions (
        car_uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        udid text NOT NULL,
        time timestamptz NOT NULL,
        lat double precision NOT NULL,
        lng double precision NOT NULL,
        speed double precision NOT NULL,
        heading double precision,
        altitude double precision,
        accuracy double precision,
        battery double precision,
        received_at timestamptz NOT NULL
      );
    `,
  },
  {
    // Issue 25, 2: what the device intake took and refused, and the unknown ids, counted in the
    // database so that the operator's status sums every server process (intake/intake-stats.ts).
    // A process adds to its own shard of each count, so busy processes do not queue on one row.
    id: 'monitoring:006-shared-intake-counts',
    sql: `
      CREATE TABLE device_intake_counts (
        outcome text NOT NULL,
        shard smallint NOT NULL,
        count bigint NOT NULL,
        PRIMARY KEY (outcome, shard)
      );
      CREATE SEQUENCE device_unknown_ids_seen;
      CREATE TABLE device_unknown_ids (
        id text PRIMARY KEY,
        count bigint NOT NULL,
        last_at timestamptz NOT NULL,
        seen bigint NOT NULL DEFAULT nextval('device_unknown_ids_seen')
      );
      CREATE INDEX device_unknown_ids_seen_order ON device_unknown_ids (seen DESC);
    `,
  },
  {
    // Issue 27, 4: expiring live-share links. A link is a signed token naming its row here, so the
    // enterprise lists the links it gave out and revokes one at once; the shared view reads the row
    // on every read, on whichever server process answers.
    id: 'monitoring:007-live-shares',
    sql: `
      CREATE TABLE live_shares (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL REFERENCES enterprises(uid),
        car_uid text NOT NULL,
        task_uid text,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_by text
      );
      CREATE INDEX live_shares_enterprise ON live_shares (enterprise_uid, expires_at DESC);
    `,
  },
  {
    // Issue 26, 6: a journey's points kept as their JSON printed once and gzipped (history/points.ts)
    // instead of a jsonb object per point, which PGlite printed again on the server's thread for
    // every journey/detail (a week of 1 Hz track: seconds). The stored journeys are packed here.
    id: 'monitoring:008-journey-points-packed',
    sql: `ALTER TABLE journeys ADD COLUMN points_gz bytea;`,
    convert: packStoredPoints,
  },
];
