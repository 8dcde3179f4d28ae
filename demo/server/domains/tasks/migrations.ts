import type { Migration } from '../../db/migrate';

/**
 * Tables of tasks and dispatch schedules (maintenance has its own domain). Cars, options and users
 * belong to other domains; they are referenced by uid and always read within the caller's enterprise.
 */
export const tasksMigrations: Migration[] = [
  {
    id: 'tasks:001-tasks',
    sql: `
      CREATE TABLE task_schedules (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL REFERENCES enterprises(uid),
        name text NOT NULL,
        car_uid text NOT NULL,
        driver_uid text NOT NULL,
        start_date timestamptz NOT NULL,
        end_date timestamptz NOT NULL,
        weekdays integer[] NOT NULL,
        stops jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX task_schedules_enterprise ON task_schedules (enterprise_uid);
      CREATE TABLE tasks (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL REFERENCES enterprises(uid),
        task_date timestamptz NOT NULL,
        car_uid text NOT NULL,
        driver_uid text NOT NULL,
        stops jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('ready', 'doing', 'completed', 'stopped', 'scheduling')),
        lock boolean NOT NULL DEFAULT false,
        total_mileage double precision NOT NULL DEFAULT 0,
        total_duration double precision NOT NULL DEFAULT 0,
        planned_path jsonb NOT NULL DEFAULT '[]',
        schedule_uid text REFERENCES task_schedules(uid) ON DELETE SET NULL,
        started_at timestamptz,
        ended_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX tasks_enterprise_date ON tasks (enterprise_uid, task_date DESC);
      CREATE INDEX tasks_driver_date ON tasks (driver_uid, task_date DESC);
    `,
  },
  {
    // Issue 26, 3: the schedule list counts each schedule's tasks; without this it read every task
    // of every enterprise once per listed schedule.
    id: 'tasks:004-tasks-by-schedule',
    sql: `CREATE INDEX tasks_schedule ON tasks (schedule_uid) WHERE schedule_uid IS NOT NULL;`,
  },
  {
    // Issue 27, 1–3: what the tracker (tracking/tracker.ts) follows of each task under way: the stop
    // its truck is at, the last routed ETA, and the current excursion off the planned path; and
    // every deviation raised, kept after the truck came back.
    id: 'tasks:006-stop-tracking',
    sql: `
      CREATE TABLE task_tracking (
        task_uid text PRIMARY KEY REFERENCES tasks(uid) ON DELETE CASCADE,
        visit_seq integer,
        entered_at timestamptz,
        eta_seq integer,
        eta_at timestamptz,
        eta_late boolean NOT NULL DEFAULT false,
        eta_routed_at timestamptz,
        joined_route boolean NOT NULL DEFAULT false,
        off_since timestamptz,
        off_meters double precision NOT NULL DEFAULT 0,
        off_path jsonb NOT NULL DEFAULT '[]',
        deviation_uid text,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE task_deviations (
        uid text PRIMARY KEY,
        task_uid text NOT NULL REFERENCES tasks(uid) ON DELETE CASCADE,
        enterprise_uid text NOT NULL REFERENCES enterprises(uid),
        started_at timestamptz NOT NULL,
        raised_at timestamptz NOT NULL,
        ended_at timestamptz,
        max_meters double precision NOT NULL,
        path jsonb NOT NULL DEFAULT '[]'
      );
      CREATE UNIQUE INDEX task_deviations_open ON task_deviations (task_uid) WHERE ended_at IS NULL;
      CREATE INDEX tasks_under_way ON tasks (status, task_date) WHERE status IN ('ready', 'doing');
    `,
  },
];
