import type { Migration } from '../../db/migrate';

/**
 * Fleet tables. options and cars keep the shapes agreed with the monitoring and tasks domains
 * (they read them); columns beyond those are ours.
 */
export const fleetMigrations: Migration[] = [
  {
    id: 'fleet:001-options-cars-drivers-log',
    sql: `
      CREATE TABLE options (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        category text NOT NULL CHECK (category IN ('department', 'maintenance', 'task')),
        name text NOT NULL,
        sort integer NOT NULL DEFAULT 0,
        -- Soft delete: tasks and events keep naming the options they were made with.
        deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX options_enterprise ON options (enterprise_uid, category);
      CREATE UNIQUE INDEX options_unique_name ON options (enterprise_uid, category, name) WHERE NOT deleted;

      CREATE TABLE cars (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        car_no text NOT NULL,
        model text NOT NULL,
        car_kind text,
        fuel_type text,
        etc_type text,
        department_uid text NULL,
        driver_uid text NULL,
        driver_assigned_at timestamptz NULL,
        udid text NULL,
        devices jsonb NOT NULL DEFAULT '{}',
        manufacture_year integer NULL,
        vin text NULL,
        note text NOT NULL DEFAULT '',
        enabled_code boolean NOT NULL,
        enabled_at timestamptz NULL,
        deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX cars_unique_no ON cars (enterprise_uid, car_no) WHERE NOT deleted;
      CREATE UNIQUE INDEX cars_unique_udid ON cars (udid) WHERE NOT deleted AND udid IS NOT NULL;
      CREATE INDEX cars_enterprise ON cars (enterprise_uid);
      CREATE INDEX cars_driver ON cars (driver_uid);

      CREATE TABLE car_cycles (
        car_uid text NOT NULL REFERENCES cars(uid),
        cycle_uid text NOT NULL,
        enterprise_uid text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (car_uid, cycle_uid)
      );
      CREATE INDEX car_cycles_cycle ON car_cycles (cycle_uid);

      ALTER TABLE users
        ADD COLUMN employee_no text NOT NULL DEFAULT '',
        ADD COLUMN license_class text NULL,
        ADD COLUMN license_expiry date NULL,
        ADD COLUMN hire_date date NULL,
        ADD COLUMN activation_nonce text NULL;

      CREATE TABLE operation_logs (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        user_uid text NOT NULL,
        user_name text NOT NULL,
        action text NOT NULL,
        target text NOT NULL DEFAULT '',
        detail jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX operation_logs_enterprise ON operation_logs (enterprise_uid, created_at DESC);
    `,
  },
  {
    id: 'fleet:002-custom-content',
    sql: `
      ALTER TABLE enterprises
        ADD COLUMN custom_content text NOT NULL DEFAULT '',
        ADD COLUMN custom_content_at timestamptz NULL,
        ADD COLUMN custom_content_by text NOT NULL DEFAULT '';
    `,
  },
];
