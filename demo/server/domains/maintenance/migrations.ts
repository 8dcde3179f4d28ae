import type { Migration } from '../../db/migrate';

/**
 * Tables of maintenance: cycles, orders, records, baselines and reminders. Cars, options and
 * car_cycles belong to the fleet domain; they are referenced by uid and read through its store.
 * The ids keep their `tasks:` prefix: they shipped when maintenance lived in the tasks domain, and a
 * data directory made then has them applied under those ids.
 */
export const maintenanceMigrations: Migration[] = [
  {
    id: 'tasks:002-maintenance',
    sql: `
      CREATE TABLE maintenance_cycles (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL REFERENCES enterprises(uid),
        name text NOT NULL,
        category text NOT NULL,
        interval_km integer,
        interval_months integer,
        interval_engine_hours integer,
        items text[] NOT NULL DEFAULT '{}',
        note text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX maintenance_cycles_enterprise ON maintenance_cycles (enterprise_uid);
      CREATE TABLE maintenance_orders (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL REFERENCES enterprises(uid),
        order_no text NOT NULL UNIQUE,
        car_uid text NOT NULL,
        cycle_uid text REFERENCES maintenance_cycles(uid) ON DELETE SET NULL,
        items text[] NOT NULL DEFAULT '{}',
        status text NOT NULL CHECK (status IN ('open', 'processing', 'done', 'cancelled')),
        opened_at timestamptz NOT NULL,
        scheduled_at timestamptz,
        completed_at timestamptz,
        factory_name text NOT NULL DEFAULT '',
        cost integer NOT NULL DEFAULT 0,
        note text NOT NULL DEFAULT '',
        record_uid text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX maintenance_orders_enterprise ON maintenance_orders (enterprise_uid, opened_at DESC);
      CREATE TABLE maintenance_records (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL REFERENCES enterprises(uid),
        car_uid text NOT NULL,
        cycle_uid text REFERENCES maintenance_cycles(uid) ON DELETE SET NULL,
        order_uid text REFERENCES maintenance_orders(uid) ON DELETE SET NULL,
        reservation_uid text NOT NULL UNIQUE,
        reservation_status text NOT NULL CHECK (reservation_status IN ('readyMaintain', 'alreadyMaintain', 'overdue')),
        factory_uid text,
        factory_name text NOT NULL DEFAULT '',
        reserved_at timestamptz NOT NULL,
        serviced_at timestamptz,
        items text[] NOT NULL DEFAULT '{}',
        mileage double precision,
        engine_hours double precision,
        cost integer NOT NULL DEFAULT 0,
        note text NOT NULL DEFAULT '',
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX maintenance_records_enterprise ON maintenance_records (enterprise_uid, reserved_at DESC);
      CREATE INDEX maintenance_records_car ON maintenance_records (car_uid, serviced_at DESC);
      -- cycle_uid '' is the car's odometer baseline (set-init mode init); a cycle uid, that cycle's last service (mode project).
      CREATE TABLE maintenance_baselines (
        car_uid text NOT NULL,
        cycle_uid text NOT NULL DEFAULT '',
        mileage double precision NOT NULL,
        engine_hours double precision NOT NULL,
        set_at timestamptz NOT NULL,
        PRIMARY KEY (car_uid, cycle_uid)
      );
      -- One cycle reminder per car, cycle and Taipei day.
      CREATE TABLE maintenance_reminders (
        car_uid text NOT NULL,
        cycle_uid text NOT NULL,
        day text NOT NULL,
        PRIMARY KEY (car_uid, cycle_uid, day)
      );
    `,
  },
  {
    // A reservation has at most one maintenance order, and an order at most one record: the unique
    // indexes hold this even against two calls at once (spec 3, issue 22 point 3).
    id: 'tasks:003-maintenance-order-links',
    sql: `
      CREATE UNIQUE INDEX maintenance_orders_one_per_record ON maintenance_orders (record_uid) WHERE record_uid IS NOT NULL;
      CREATE UNIQUE INDEX maintenance_records_one_per_order ON maintenance_records (order_uid) WHERE order_uid IS NOT NULL;
    `,
  },
  {
    // Issue 26, 3: every read of the records first marks the reservations past their time overdue
    // (maintenance-store.ts markOverdue); this finds the waiting ones without reading the others.
    id: 'tasks:005-waiting-reservations',
    sql: `CREATE INDEX maintenance_records_waiting ON maintenance_records (enterprise_uid, reserved_at) WHERE reservation_status = 'readyMaintain';`,
  },
];
